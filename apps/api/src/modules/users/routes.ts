import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerAccountRoutes } from "./account-routes";
import { registerMediaRoutes } from "./media-routes";
import { registerProfileRoutes } from "./profile-routes";
import { type CompanyReputationOf, registerPublicProfileRoutes } from "./public-profile-routes";

export type { CompanyReputationOf } from "./public-profile-routes";

/** The signed-in user under /user. `companyReputation` comes from the app: users does not derive it. */
export const userRoutes: FastifyPluginAsyncZod<{ companyReputation: CompanyReputationOf }> = async (app, options) => {
  app.addHook("preHandler", app.authenticate);
  registerAccountRoutes(app);
  registerProfileRoutes(app);
  registerMediaRoutes(app);
  registerPublicProfileRoutes(app, options.companyReputation);
};
