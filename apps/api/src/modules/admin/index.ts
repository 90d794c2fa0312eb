/*
 * The admin module's door: the admin console's routes and the audit log, which records an admin's
 * reads of disputed projects through the event projects emits.
 */

export { listen } from "./listeners";
export { adminRoutes } from "./routes";
