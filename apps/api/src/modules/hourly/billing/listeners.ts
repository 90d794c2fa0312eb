import { indiaDateOf } from "@crewlance/contracts/hourly";
import { eq } from "drizzle-orm";
import { hourlyContracts, hourlyWeeks } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import { onEvent } from "../../../lib/events";
import type { HourlyWeekFacts } from "../../../lib/events/hourly";
import type { TxContext } from "../../../lib/transaction";
import { createNotification } from "../../notifications/index";
import { readHourlyProject, recordHourlyActivity, rupees, weekMilestoneTitle } from "../../projects/index";
import { completeIfSettled } from "../contract/complete";
import { shortDate } from "../words";
import { updateWeek } from "./week-writes";

/*
 * The hourly billing part's reactions (decision 0091): each billing step tells both sides and
 * writes the project's activity in its own transaction; the admin's resolution of a week's
 * dispute settles the week.
 */

const LINK = (projectId: string) => `/project-management/${projectId}`;

async function tellBoth(
  txCtx: TxContext,
  facts: HourlyWeekFacts,
  message: { type: string; title: string; company: string; freelancer: string },
) {
  const common = {
    type: message.type,
    title: message.title,
    link: LINK(facts.projectId),
    data: { projectId: facts.projectId },
  };
  await createNotification(txCtx, { ...common, userId: facts.companyId, body: message.company });
  await createNotification(txCtx, { ...common, userId: facts.freelancerId, body: message.freelancer });
}

function weekOf(facts: HourlyWeekFacts): string {
  return `${weekMilestoneTitle(facts.weekStart)} on '${facts.projectTitle}'`;
}

/** The admin resolved a week's dispute: the week is SETTLED with what was released and refunded. */
async function settleDisputedWeek(
  txCtx: TxContext,
  event: { projectId: string; milestoneId: string; amount: number; freelancerAmount: number },
) {
  const [found] = await txCtx.db.select().from(hourlyWeeks).where(eq(hourlyWeeks.milestoneId, event.milestoneId));
  if (!found) return;
  const [contract] = await txCtx.db
    .select()
    .from(hourlyContracts)
    .where(eq(hourlyContracts.projectId, event.projectId))
    .for("update");
  const [week] = await txCtx.db.select().from(hourlyWeeks).where(eq(hourlyWeeks.id, found.id)).for("update");
  const project = await readHourlyProject(txCtx, event.projectId);
  if (!contract || !week || !project || week.status !== "DISPUTED") return;
  await updateWeek(txCtx, week.id, {
    status: "SETTLED",
    releasedAmount: week.releasedAmount + event.freelancerAmount,
    refundedAmount: week.refundedAmount + (event.amount - event.freelancerAmount),
    paidAt: now(),
  });
  await completeIfSettled(txCtx, { project, contract });
}

export function listenBilling(): void {
  onEvent("HourlyWeekFunded", async (txCtx, event) => {
    await tellBoth(txCtx, event, {
      type: "HOURLY_WEEK_FUNDED",
      title: "Week funded",
      company: `${rupees(event.total)} for ${weekOf(event)} is held in escrow, with the fee and its GST.`,
      freelancer: `${weekOf(event)} is funded: ${rupees(event.amount)} is held in escrow. You can log time.`,
    });
    await recordHourlyActivity(txCtx, {
      projectId: event.projectId,
      type: "HOURLY_WEEK_FUNDED",
      actorId: null,
      text: `${weekMilestoneTitle(event.weekStart)} funded: ${rupees(event.amount)} held in escrow.`,
      milestoneId: event.milestoneId,
      amount: event.amount,
    });
  });
  onEvent("HourlyWeekUnfunded", (txCtx, event) =>
    tellBoth(txCtx, event, {
      type: "HOURLY_WEEK_UNFUNDED",
      title: "Week not funded",
      company: `${weekOf(event)} could not be funded. ${event.note} Time can be logged once it is funded.`,
      freelancer: `${weekOf(event)} is not funded yet: the company's wallet is short. You can log time once it is funded.`,
    }),
  );
  onEvent("HourlyWeekClosed", async (txCtx, event) => {
    const reviewEnds = shortDate(indiaDateOf(new Date(event.reviewEndsAt)));
    const refunded = event.refunded > 0 ? ` ${rupees(event.refunded)} of unused escrow went back to your wallet.` : "";
    if (event.billed > 0) {
      await tellBoth(txCtx, event, {
        type: "HOURLY_WEEK_CLOSED",
        title: "Week closed",
        company: `${weekOf(event)} closed with ${rupees(event.billed)} billed. Review its hours by ${reviewEnds}; what you do not dispute is then paid.${refunded}`,
        freelancer: `${weekOf(event)} closed with ${rupees(event.billed)} billed. The company reviews it until ${reviewEnds}, then it is paid.`,
      });
    }
    await recordHourlyActivity(txCtx, {
      projectId: event.projectId,
      type: "HOURLY_WEEK_CLOSED",
      actorId: null,
      text: `${weekMilestoneTitle(event.weekStart)} closed: ${rupees(event.billed)} billed, ${rupees(event.refunded)} of unused escrow refunded.`,
      milestoneId: event.milestoneId,
      amount: event.billed,
    });
  });
  onEvent("HourlyEntriesDisputed", async (txCtx, event) => {
    await createNotification(txCtx, {
      userId: event.freelancerId,
      type: "HOURLY_ENTRIES_DISPUTED",
      title: "Hours disputed",
      body: `The company disputed ${event.entries === 1 ? "an entry" : `${event.entries} entries`} of ${weekOf(event)}. The disputed hours go to an admin when the review ends; the rest is paid.`,
      link: LINK(event.projectId),
      data: { projectId: event.projectId },
    });
  });
  onEvent("HourlyWeekPaid", async (txCtx, event) => {
    await tellBoth(txCtx, event, {
      type: "HOURLY_WEEK_PAID",
      title: "Hours paid",
      company: `${rupees(event.released)} for ${weekOf(event)} was released to the freelancer.`,
      freelancer: `${rupees(event.freelancerReceives)} for ${weekOf(event)} is in your available balance.`,
    });
    await recordHourlyActivity(txCtx, {
      projectId: event.projectId,
      type: "HOURLY_WEEK_PAID",
      actorId: null,
      text: `${weekMilestoneTitle(event.weekStart)} paid: ${rupees(event.released)} released.`,
      milestoneId: event.milestoneId,
      amount: event.released,
    });
  });
  onEvent("HourlyWeekDisputed", async (txCtx, event) => {
    await tellBoth(txCtx, event, {
      type: "HOURLY_WEEK_DISPUTED",
      title: "Disputed hours with an admin",
      company: `${rupees(event.released)} of ${weekOf(event)} was released; the disputed ${rupees(event.disputed)} is with an admin, who decides it.`,
      freelancer: `${rupees(event.released)} of ${weekOf(event)} was released; the disputed ${rupees(event.disputed)} is with an admin, who decides it.`,
    });
    await recordHourlyActivity(txCtx, {
      projectId: event.projectId,
      type: "HOURLY_WEEK_DISPUTED",
      actorId: event.companyId,
      text: `${weekMilestoneTitle(event.weekStart)}: ${rupees(event.released)} released, ${rupees(event.disputed)} of disputed hours sent to an admin.`,
      milestoneId: event.milestoneId,
      amount: event.disputed,
    });
  });
  onEvent("DisputeResolved", settleDisputedWeek);
}
