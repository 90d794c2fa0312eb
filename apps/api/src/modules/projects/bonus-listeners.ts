import { onEvent } from "../../lib/events";
import { recordActivity } from "./activity";
import { refreshFreelancerFigures } from "./figures";
import { rupees } from "./people";
import { notifyAboutProject } from "./project-notify";

/* A paid bonus (decision 0091): its activity entry, the freelancer's figures, and the freelancer told. */
export function listenForBonuses(): void {
  onEvent("BonusPaid", async (txCtx, event) => {
    await recordActivity(txCtx, {
      projectId: event.projectId,
      // A bonus is a milestone approved as it is paid.
      type: "MILESTONE_APPROVED",
      actorId: event.actorId,
      text: `Paid a bonus of ${rupees(event.amount)}: ${rupees(event.freelancerReceives)} released to the freelancer. Note: ${event.note}`,
      milestoneId: event.milestoneId,
      amount: event.amount,
    });
    await refreshFreelancerFigures(txCtx, event.freelancerId);
    await notifyAboutProject(txCtx, event.freelancerId, event.projectId, {
      type: "PAYMENT_RECEIVED",
      title: "Bonus received",
      body: `The company paid you a bonus on '${event.projectTitle}': ${rupees(event.freelancerReceives)} is in your available balance. "${event.note}"`,
    });
  });
}
