/*
 * The notifications module's door: in-app notifications (written inside the caller's transaction
 * and pushed live after the commit), the list and its routes. It sits at the bottom of the module
 * order (docs/architecture.md), so every module may tell people things through it.
 */

export { notificationDataOf } from "./account-data";
export { type ChannelSender, type DeliverableNotification, registerNotificationChannel } from "./channels";
export { latestNotifications } from "./dashboard-figures-service";
export { listen } from "./listeners";
export { notificationRoutes } from "./routes";
export { createNotification, createNotifications, type NewNotification, notifyEach } from "./service";
