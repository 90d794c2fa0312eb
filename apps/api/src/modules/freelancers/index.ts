/*
 * The freelancers module's door: the directory search, and people as the moderation queue
 * describes them (listeners.ts).
 */

export { listen } from "./listeners";
export { freelancerRoutes } from "./routes";
