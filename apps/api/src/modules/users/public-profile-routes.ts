import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import type { TCompanyReputation } from "@crewlance/contracts/reputation";
import { ZPublicUser } from "@crewlance/contracts/users";
import type { AppContext } from "../../context";
import { BEARER, errorResponses } from "../../lib/openapi";
import { readFromReplica } from "../../lib/replica-reads";
import type { RouteApp } from "../../lib/route-app";
import { userOf } from "../../plugins/auth";
import { getPublicUser } from "./service";

const tags = ["users"];

/**
 * A company's reputation, derived from its tasks and payments by a module above users: the app
 * passes it in when it registers these routes, so users never imports it.
 */
export type CompanyReputationOf = (
  ctx: AppContext,
  company: { id: string; createdAt: Date },
) => Promise<TCompanyReputation>;

/** Another user's public profile, with a company's reputation. */
export function registerPublicProfileRoutes(app: RouteApp, companyReputationOf: CompanyReputationOf): void {
  app.get(
    "/:id",
    {
      schema: {
        operationId: "getUser",
        tags,
        security: BEARER,
        summary: "Another user's public profile",
        params: ZIdParams,
        response: { 200: successEnvelope(ZPublicUser), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await readFromReplica(app.ctx, userOf(request).id, async (ctx) => {
        const user = await getPublicUser(ctx, { userId: request.params.id, viewer: userOf(request) });
        const reputation =
          user.role === "COMPANY"
            ? await companyReputationOf(ctx, { id: user.id, createdAt: new Date(user.createdAt) })
            : null;
        return { ...user, companyReputation: reputation };
      });
      return { success: true as const, data };
    },
  );
}
