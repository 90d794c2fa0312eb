/*
 * The push module's door (decision 0105): this browser's push subscription, the queue that
 * carries notifications to the push services, and the person's push devices in their data. It
 * sits right above notifications in the module order and hears notifications as their push
 * channel (listeners.ts).
 */

export { pushDataOf } from "./account-data";
export { listen } from "./listeners";
export { pushRoutes } from "./routes";
export { drainPushQueue } from "./worker";
