/*
 * The collaborations module's door: offers and invitations between companies and freelancers, and
 * what happens when one is accepted (a project, or a collaborator on one), declined, cancelled or
 * expires.
 */

export { listen } from "./listeners";
export { collaborationRoutes } from "./routes";
export { createCollaboration } from "./send-service";
