import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { myPendingRoutes } from "./my-pending-routes";
import { portfolioRoutes } from "./portfolio-routes";
import { teamCollectionRoutes } from "./team-collection-routes";
import { teamHandleRoutes } from "./team-handle-routes";
import { teamInviteRoutes } from "./team-invite-routes";
import { teamMembershipRoutes } from "./team-membership-routes";
import { teamProfileRoutes } from "./team-profile-routes";

/*
 * /api/teams. Thin handlers; the rules live in the services and access.ts. Registered in this
 * order so the OpenAPI document lists the routes as before.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app, options) => {
  app.addHook("preHandler", app.authenticate);
  await teamCollectionRoutes(app, options);
  await myPendingRoutes(app, options);
  await teamProfileRoutes(app, options);
  await teamMembershipRoutes(app, options);
  await teamHandleRoutes(app, options);
  await teamInviteRoutes(app, options);
  await app.register(portfolioRoutes);
};
