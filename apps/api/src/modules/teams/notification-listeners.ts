import { onEvent } from "../../lib/events";
import { createNotification, notifyEach } from "../notifications/index";
import { loadUserSummaries } from "../users/index";
import { teamManagerIds } from "./team-members-service";
import { teamLink } from "./team-service";

/* What members hear of changes to a team's membership, inside the transaction that made them. */
export function listenForMemberNotifications(): void {
  onEvent("TeamOwnershipTransferred", async (txCtx, event) => {
    await createNotification(txCtx, {
      userId: event.newOwnerId,
      type: "TEAM_OWNERSHIP_TRANSFERRED",
      title: "You now own a team",
      body: `You are now the owner of "${event.teamName}".`,
      link: teamLink(event.teamId),
      data: { teamId: event.teamId },
    });
  });
  onEvent("TeamRoleChanged", async (txCtx, event) => {
    await createNotification(txCtx, {
      userId: event.userId,
      type: "TEAM_ROLE_CHANGED",
      title: "Your team role changed",
      body: `You are now ${event.role === "ADMIN" ? "an admin" : "a member"} of "${event.teamName}".`,
      link: teamLink(event.teamId),
      data: { teamId: event.teamId, role: event.role },
    });
  });
  onEvent("TeamMemberLeft", async (txCtx, event) => {
    if (event.removed) {
      await createNotification(txCtx, {
        userId: event.userId,
        type: "TEAM_MEMBER_REMOVED",
        title: "Removed from a team",
        body: `You were removed from "${event.teamName}".`,
        link: "/team",
        data: { teamId: event.teamId },
      });
      return;
    }
    const people = await loadUserSummaries(txCtx, [event.userId]);
    const managerIds = await teamManagerIds(txCtx, event.teamId);
    await notifyEach(txCtx, managerIds, {
      type: "TEAM_MEMBER_LEFT",
      title: "A member left your team",
      body: `${people.get(event.userId)?.fullName ?? "A member"} left "${event.teamName}".`,
      link: teamLink(event.teamId),
      data: { teamId: event.teamId, userId: event.userId },
    });
  });
  onEvent("TeamDeleted", async (txCtx, event) => {
    await notifyEach(txCtx, event.memberIds, {
      type: "TEAM_DELETED",
      title: "Team deleted",
      body: `The team "${event.teamName}" was deleted by its owner.`,
      link: "/team",
      data: { teamId: event.teamId },
    });
  });
}
