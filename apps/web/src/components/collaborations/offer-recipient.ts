/** Whom an offer goes to: a freelancer, or a team. */
export type OfferRecipient = { freelancerId: string; name: string } | { teamId: string; name: string };

/** The recipient as an offer's body names it. */
export function recipientFields(recipient: OfferRecipient) {
  return "teamId" in recipient ? { teamId: recipient.teamId } : { freelancerId: recipient.freelancerId };
}
