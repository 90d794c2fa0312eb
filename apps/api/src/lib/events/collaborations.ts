/* The collaborations module's events: offers and invitations sent, answered and expired. */

/** The request an event is about, as its listeners tell people of it. */
export type CollaborationFacts = {
  collaborationId: string;
  kind: "OFFER" | "HOURLY_OFFER" | "PROJECT_INVITE" | "TASK_INVITE";
  title: string;
  senderId: string;
  /** HOURLY_OFFER: the rate in paise an hour, which its notifications name (decision 0091). */
  hourlyRate?: number | null;
};

export interface CollaborationEvents {
  /** A company sent an offer or task invitation, or a project party a project invitation; `notifyIds` hear of it. */
  CollaborationSent: CollaborationFacts & { notifyIds: string[]; teamName: string | null; taskId: string | null };
  /** The recipient accepted: `projectId` the project it made or joined, null for a task invitation. */
  CollaborationAccepted: CollaborationFacts & {
    responderId: string;
    recipientTeamId: string | null;
    projectId: string | null;
    taskId: string | null;
  };
  /** The recipient declined, with the reason the sender reads (if any). */
  CollaborationDeclined: CollaborationFacts & { responderId: string; reason: string | null };
  /** The sender cancelled a pending request. */
  CollaborationCancelled: CollaborationFacts & { recipientUserId: string | null; recipientTeamId: string | null };
  /** The expiry sweep stored a request as expired, unanswered. */
  CollaborationExpired: CollaborationFacts & { recipientUserId: string | null; recipientTeamId: string | null };
}
