import { onEvent } from "../../lib/events";
import { deleteNotificationsOf } from "./account-data";
import { registerNotificationChannel } from "./channels";
import { sendNotificationEmails } from "./email-channel";
import { listenToApplications } from "./task-listeners";

/*
 * The notifications module's reactions: what people hear of events told in task-listeners.ts,
 * a deleted account's notifications and preferences removed (decision 0099), and the email
 * channel (decision 0104).
 */
export function listen(): void {
  listenToApplications();
  registerNotificationChannel("email", sendNotificationEmails);
  onEvent("AccountDeleted", (txCtx, event) => deleteNotificationsOf(txCtx, { userId: event.userId }));
}
