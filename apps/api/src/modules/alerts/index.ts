/*
 * The alerts module's door: saved searches of tasks and freelancers, and the alerts a saved task
 * search sends when a new task matches it (decision 0102), through a queue its worker empties after
 * each publish or edit commits. It reacts to the tasks module's events (listeners.ts).
 */

export { savedSearchDataOf } from "./account-data";
export { listen } from "./listeners";
export { savedSearchRoutes } from "./routes";
export { createSavedSearch } from "./saved-search-service";
export { drainAlertQueue } from "./worker";
