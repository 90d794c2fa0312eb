import { onEvent } from "../../lib/events";
import { createNotification, notifyEach } from "../notifications/index";
import { loadUserSummaries } from "../users/index";
import { teamManagerIds } from "./team-members-service";
import { teamLink } from "./team-service";

/* What people hear of invitations and join requests, inside the transaction that changed them. */
export function listenForInvitationNotifications(): void {
  onEvent("TeamInvitationSent", async (txCtx, event) => {
    const inviter = (await loadUserSummaries(txCtx, [event.inviterId])).get(event.inviterId);
    await createNotification(txCtx, {
      userId: event.inviteeId,
      type: "TEAM_INVITATION",
      title: "Team invitation",
      body: `${inviter?.fullName ?? "Someone"} invited you to join "${event.teamName}".`,
      link: teamLink(event.teamId),
      data: { teamId: event.teamId, invitationId: event.invitationId },
    });
  });
  onEvent("TeamInvitationAnswered", async (txCtx, event) => {
    const invitee = (await loadUserSummaries(txCtx, [event.inviteeId])).get(event.inviteeId);
    await createNotification(txCtx, {
      userId: event.inviterId,
      type: event.accepted ? "TEAM_INVITATION_ACCEPTED" : "TEAM_INVITATION_DECLINED",
      title: event.accepted ? "Invitation accepted" : "Invitation declined",
      body: `${invitee?.fullName ?? "The person you invited"} ${event.accepted ? "accepted" : "declined"} your invitation to "${event.teamName}".`,
      link: teamLink(event.teamId),
      data: { teamId: event.teamId, invitationId: event.invitationId },
    });
  });
  onEvent("TeamInvitationCancelled", async (txCtx, event) => {
    await createNotification(txCtx, {
      userId: event.inviteeId,
      type: "TEAM_INVITATION_CANCELLED",
      title: "Invitation withdrawn",
      body: `Your invitation to "${event.teamName}" was withdrawn.`,
      link: "/team",
      data: { teamId: event.teamId, invitationId: event.invitationId },
    });
  });
  onEvent("TeamJoinRequested", async (txCtx, event) => {
    const requester = (await loadUserSummaries(txCtx, [event.requesterId])).get(event.requesterId);
    const managerIds = await teamManagerIds(txCtx, event.teamId);
    await notifyEach(txCtx, managerIds, {
      type: "TEAM_JOIN_REQUEST",
      title: "New join request",
      body: `${requester?.fullName ?? "A freelancer"} asked to join "${event.teamName}".`,
      link: teamLink(event.teamId),
      data: { teamId: event.teamId, joinRequestId: event.joinRequestId },
    });
  });
  onEvent("TeamJoinRequestAnswered", async (txCtx, event) => {
    await createNotification(txCtx, {
      userId: event.requesterId,
      type: event.approved ? "TEAM_JOIN_REQUEST_APPROVED" : "TEAM_JOIN_REQUEST_REJECTED",
      title: event.approved ? "Join request approved" : "Join request declined",
      body: event.approved
        ? `You are now a member of "${event.teamName}".`
        : `Your request to join "${event.teamName}" was declined.`,
      link: event.approved ? teamLink(event.teamId) : "/team",
      data: { teamId: event.teamId, joinRequestId: event.joinRequestId },
    });
  });
}
