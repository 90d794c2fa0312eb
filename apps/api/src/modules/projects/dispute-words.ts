import type { DomainEvents } from "../../lib/events";
import { rupees } from "./people";

/** How a resolution moved the escrow, for the activity entry and the parties' notifications. */
export function escrowWords(event: DomainEvents["DisputeResolved"]): string {
  if (event.outcome === "RELEASE") return `released to the freelancer (${rupees(event.freelancerReceives)} received)`;
  if (event.outcome === "REFUND") return `refunded to the company (${rupees(event.companyRefund)})`;
  return `split: ${rupees(event.freelancerReceives)} to the freelancer, ${rupees(event.companyRefund)} back to the company`;
}
