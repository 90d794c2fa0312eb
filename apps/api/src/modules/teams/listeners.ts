import { listenForEmailInvitations } from "./email-invitation-listeners";
import { listenForInvitationNotifications } from "./invitation-notification-listeners";
import { listenForModeration } from "./moderation";
import { listenForMemberNotifications } from "./notification-listeners";

/*
 * The teams module's reactions: what people hear of its invitations, join requests and members,
 * moderation hiding or restoring a team or a portfolio item (decision 0092), and invitations
 * waiting for an address that someone has now verified (decision 0097).
 */
export function listen(): void {
  listenForInvitationNotifications();
  listenForEmailInvitations();
  listenForMemberNotifications();
  listenForModeration();
}
