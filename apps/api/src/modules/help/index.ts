/*
 * The help module's door: the help center's articles (loaded from apps/api/help-articles) and
 * support tickets, with their part of a person's data export and deletion.
 */

export { supportDataOf } from "./account-data";
export { adminHelpRoutes } from "./admin-routes";
export { listen } from "./listeners";
export { loadHelpArticles } from "./loader";
export { helpRoutes } from "./routes";
export { countOpenSupportTickets } from "./ticket-read-service";
