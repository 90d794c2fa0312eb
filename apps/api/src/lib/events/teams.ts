/* The teams module's events: invitations, join requests and membership changes of a team. */
export interface TeamEvents {
  /** A member left (`removed` false) or was removed from a team (the team row locked). */
  TeamMemberLeft: { teamId: string; teamName: string; userId: string; removed: boolean };
  /** The owner is deleting a team, inside the transaction that deletes it: a listener may refuse. */
  TeamDeleting: { teamId: string };
  /** The owner deleted a team; `memberIds` are the members other than the owner, as they were. */
  TeamDeleted: { teamId: string; teamName: string; memberIds: string[] };
  /** An owner or admin invited a freelancer to a team. */
  TeamInvitationSent: { teamId: string; teamName: string; invitationId: string; inviteeId: string; inviterId: string };
  /** The invitee accepted (and joined) or declined an invitation. */
  TeamInvitationAnswered: {
    teamId: string;
    teamName: string;
    invitationId: string;
    inviteeId: string;
    inviterId: string;
    accepted: boolean;
  };
  /** The team withdrew a pending invitation. */
  TeamInvitationCancelled: { teamId: string; teamName: string; invitationId: string; inviteeId: string };
  /** A freelancer asked to join a public team. */
  TeamJoinRequested: { teamId: string; teamName: string; joinRequestId: string; requesterId: string };
  /** An owner or admin approved (the requester joined) or rejected a join request. */
  TeamJoinRequestAnswered: {
    teamId: string;
    teamName: string;
    joinRequestId: string;
    requesterId: string;
    approved: boolean;
  };
  /** A member's role changed to `role`. */
  TeamRoleChanged: { teamId: string; teamName: string; userId: string; role: "OWNER" | "ADMIN" | "MEMBER" };
  /** The owner handed the team to `newOwnerId` and stays on as an admin. */
  TeamOwnershipTransferred: { teamId: string; teamName: string; previousOwnerId: string; newOwnerId: string };
}
