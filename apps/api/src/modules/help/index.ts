/*
 * The help module's door: the help center's articles (loaded from apps/api/help-articles) and
 * support tickets.
 */

export { adminHelpRoutes } from "./admin-routes";
export { loadHelpArticles } from "./loader";
export { helpRoutes } from "./routes";
export { countOpenSupportTickets } from "./ticket-read-service";
