/*
 * The notifications module's door: in-app notifications (written inside the caller's transaction
 * and pushed live after the commit), the list and its routes, each person's preferences per group
 * and channel, the email channel, the digest and unsubscribe links (decision 0104). It sits at the
 * bottom of the module order (docs/architecture.md), so every module may tell people things
 * through it.
 */

export { notificationDataOf } from "./account-data";
export { type ChannelSender, type DeliverableNotification, registerNotificationChannel } from "./channels";
export { latestNotifications } from "./dashboard-figures-service";
export { rescheduleDigest } from "./digest-schedule";
export { runDigestSweepOnce } from "./digest-sweep";
export { listen } from "./listeners";
export { notificationPreferenceRoutes } from "./preference-routes";
export { wantsChannel } from "./preferences";
export { type Recipient, registerRecipientDirectory } from "./recipients";
export { notificationRoutes } from "./routes";
export { createNotification, createNotifications, type NewNotification, notifyEach } from "./service";
export { type UnsubscribeParts, unsubscribePartsFor } from "./unsubscribe-links";
export { unsubscribeRoutes } from "./unsubscribe-routes";
