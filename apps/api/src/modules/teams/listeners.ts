import { listenForInvitationNotifications } from "./invitation-notification-listeners";
import { listenForModeration } from "./moderation";
import { listenForMemberNotifications } from "./notification-listeners";

/*
 * The teams module's reactions: what people hear of its invitations, join requests and members,
 * and moderation hiding or restoring a team or a portfolio item (decision 0092).
 */
export function listen(): void {
  listenForInvitationNotifications();
  listenForMemberNotifications();
  listenForModeration();
}
