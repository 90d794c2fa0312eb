import { listenForInvitationNotifications } from "./invitation-notification-listeners";
import { listenForMemberNotifications } from "./notification-listeners";

/* The teams module's reactions: what people hear of its invitations, join requests and members. */
export function listen(): void {
  listenForInvitationNotifications();
  listenForMemberNotifications();
}
