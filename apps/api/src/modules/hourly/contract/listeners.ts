import type { HourlyFacts } from "../../../lib/events";
import { onEvent } from "../../../lib/events";
import type { HourlyTermsFacts } from "../../../lib/events/hourly";
import type { TxContext } from "../../../lib/transaction";
import { createNotification } from "../../notifications/index";
import { recordProjectActivity, rupees } from "../../projects/index";
import { shortDate, termsWords } from "../words";

/*
 * The hourly contract part's reactions to domain events (decision 0091): each change of terms or
 * of the contract's state is told to the other party, linking to the project, and written to the
 * project's activity, in the transaction of the change.
 */

type Told = { type: string; title: string; body: string };

/** The party who did not act: the freelancer when the company acted, and the other way round. */
function otherParty(event: HourlyFacts & { actorId: string }): string {
  return event.actorId === event.companyId ? event.freelancerId : event.companyId;
}

function actorWord(event: HourlyFacts & { actorId: string }): string {
  return event.actorId === event.companyId ? "The company" : "The freelancer";
}

async function tell(txCtx: TxContext, userId: string, projectId: string, told: Told) {
  await createNotification(txCtx, {
    userId,
    ...told,
    link: `/project-management/${projectId}`,
    data: { projectId },
  });
}

async function record(
  txCtx: TxContext,
  event: HourlyFacts & { actorId: string },
  type: Parameters<typeof recordProjectActivity>[1]["type"],
  text: string,
) {
  await recordProjectActivity(txCtx, { projectId: event.projectId, type, actorId: event.actorId, text });
}

function termsEvents(): void {
  onEvent("HourlyTermsProposed", async (txCtx, event) => {
    const from = shortDate(event.effectiveWeek);
    await tell(txCtx, event.freelancerId, event.projectId, {
      type: "HOURLY_TERMS_PROPOSED",
      title: event.rateChanged ? "New rate proposed" : "Terms change next week",
      body: event.rateChanged
        ? `The company proposes ${termsWords(event)} on '${event.projectTitle}' from ${from}. Accept or decline the new rate.`
        : `From ${from}, '${event.projectTitle}' runs at ${termsWords(event)}.`,
    });
    await record(txCtx, event, "HOURLY_TERMS_PROPOSED", `Proposed new terms from ${from}: ${termsWords(event)}`);
  });
  onEvent("HourlyTermsWithdrawn", async (txCtx, event) => {
    await tell(txCtx, event.freelancerId, event.projectId, {
      type: "HOURLY_TERMS_WITHDRAWN",
      title: "Change of terms withdrawn",
      body: `The company withdrew its change of terms on '${event.projectTitle}': the current terms go on.`,
    });
    await record(txCtx, event, "HOURLY_TERMS_WITHDRAWN", "Withdrew the change of terms");
  });
  const answered = (accepted: boolean) => async (txCtx: TxContext, event: HourlyTermsFacts) => {
    const from = shortDate(event.effectiveWeek);
    await tell(txCtx, event.companyId, event.projectId, {
      type: accepted ? "HOURLY_TERMS_ACCEPTED" : "HOURLY_TERMS_DECLINED",
      title: accepted ? "New rate accepted" : "New rate declined",
      body: accepted
        ? `The freelancer accepted ${rupees(event.rate)} an hour on '${event.projectTitle}' from ${from}.`
        : `The freelancer declined ${rupees(event.rate)} an hour on '${event.projectTitle}': the current terms go on.`,
    });
    await record(
      txCtx,
      event,
      accepted ? "HOURLY_TERMS_ACCEPTED" : "HOURLY_TERMS_DECLINED",
      accepted
        ? `Accepted the new rate of ${rupees(event.rate)} an hour from ${from}`
        : `Declined the new rate of ${rupees(event.rate)} an hour`,
    );
  };
  onEvent("HourlyTermsAccepted", answered(true));
  onEvent("HourlyTermsDeclined", answered(false));
}

const STATE_CHANGES = [
  {
    event: "HourlyContractPaused",
    type: "HOURLY_CONTRACT_PAUSED",
    title: "Contract paused",
    told: (project: string) => `paused '${project}': no time can be logged until it resumes.`,
    text: "Paused the contract",
  },
  {
    event: "HourlyContractResumed",
    type: "HOURLY_CONTRACT_RESUMED",
    title: "Contract resumed",
    told: (project: string) => `resumed '${project}': time can be logged again.`,
    text: "Resumed the contract",
  },
  {
    event: "HourlyContractEnded",
    type: "HOURLY_CONTRACT_ENDED",
    title: "Contract ended",
    told: (project: string) =>
      `ended '${project}'. Its last week goes to the company's review; the project completes once it is paid.`,
    text: "Ended the contract",
  },
] as const;

/** Pause, resume and end: the other party is told who did it, and the activity records it. */
function stateEvents(): void {
  for (const change of STATE_CHANGES) {
    onEvent(change.event, async (txCtx, event) => {
      await tell(txCtx, otherParty(event), event.projectId, {
        type: change.type,
        title: change.title,
        body: `${actorWord(event)} ${change.told(event.projectTitle)}`,
      });
      await record(txCtx, event, change.type, change.text);
    });
  }
}

/** The hourly contract part's reactions to domain events (decision 0091). */
export function listenContract(): void {
  termsEvents();
  stateEvents();
}
