import { type TDashboard, ZDashboard } from "@crewlance/contracts/dashboard";
import { successEnvelope } from "@crewlance/contracts/envelope";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forbidden } from "../../lib/errors";
import { BEARER, errorResponses } from "../../lib/openapi";
import { readFromReplica } from "../../lib/replica-reads";
import { mayWrite } from "../../lib/request-kind";
import { userOf } from "../../plugins/auth";
import { DashboardCache } from "./cache";
import { adminDashboard, companyDashboard, freelancerDashboard } from "./service";

/** How long a user's dashboard is served from memory (decision 0048). */
export const DASHBOARD_CACHE_TTL_MS = 20_000;
const DASHBOARD_CACHE_CAPACITY = 10_000;

function dashboardRoutes(cache: DashboardCache<TDashboard>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preHandler", app.authenticate);

    app.get(
      "/",
      {
        schema: {
          operationId: "getDashboard",
          tags: ["dashboard"],
          security: BEARER,
          summary:
            "The signed-in user's dashboard in one answer: a company's, a freelancer's or an admin's figures, by the caller's role",
          response: { 200: successEnvelope(ZDashboard), ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const user = userOf(request);
        if (user.role === null) throw forbidden("Choose whether you want to work or to hire first.");
        const key = `${user.id}:${user.role}`;
        let data = cache.get(key);
        if (!data) {
          data = await readFromReplica(app.ctx, user.id, (ctx): Promise<TDashboard> => {
            if (user.role === "COMPANY") return companyDashboard(ctx, { userId: user.id });
            if (user.role === "FREELANCER") return freelancerDashboard(ctx, { userId: user.id });
            return adminDashboard(ctx);
          });
          cache.set(key, data);
        }
        return { success: true as const, data };
      },
    );
  };
}

/**
 * GET /api/dashboard, and a hook on every API route of the same scope: a successful write by a
 * user drops that user's cached dashboard here, so what they just did shows on their next visit
 * (other people's actions show within the cache's lifetime).
 */
export const dashboardModule: FastifyPluginAsync = fp(async (api) => {
  const cache = new DashboardCache<TDashboard>(DASHBOARD_CACHE_TTL_MS, DASHBOARD_CACHE_CAPACITY);
  // onSend, not onResponse: the entry is gone before the client reads the answer, so a refetch it
  // makes at once never meets the old copy.
  api.addHook("onSend", async (request, reply, payload) => {
    const user = request.currentUser;
    if (user && mayWrite(request.method) && reply.statusCode < 400) cache.forget(`${user.id}:${user.role}`);
    return payload;
  });
  await api.register(dashboardRoutes(cache), { prefix: "/dashboard" });
});
