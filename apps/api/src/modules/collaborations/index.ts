/*
 * The collaborations module's door: offers and invitations between companies and freelancers, and
 * what happens when one is accepted (a project, or a collaborator on one), declined, cancelled or
 * expires; a person's part of them in their data export, closed with their account.
 */

export { collaborationDataOf } from "./account-data";
export { listen } from "./listeners";
export { collaborationRoutes } from "./routes";
export { createCollaboration } from "./send-service";
