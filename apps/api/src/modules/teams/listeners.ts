import { onEvent } from "../../lib/events";
import { leaveAllTeams } from "./account-data";
import { listenForEmailInvitations } from "./email-invitation-listeners";
import { listenForInvitationNotifications } from "./invitation-notification-listeners";
import { listenForModeration } from "./moderation";
import { listenForMemberNotifications } from "./notification-listeners";

/*
 * The teams module's reactions: what people hear of its invitations, join requests and members,
 * moderation hiding or restoring a team or a portfolio item (decision 0092), invitations
 * waiting for an address that someone has now verified (decision 0097), and a deleted account
 * leaving every team (decision 0099).
 */
export function listen(): void {
  listenForInvitationNotifications();
  listenForEmailInvitations();
  listenForMemberNotifications();
  listenForModeration();
  onEvent("AccountDeleted", (txCtx, event) => leaveAllTeams(txCtx, { userId: event.userId }));
}
