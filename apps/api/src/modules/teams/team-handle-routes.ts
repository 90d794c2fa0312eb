import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZTeamHandle, ZTeamHandleUpdate } from "@crewlance/contracts/handles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { setTeamHandle } from "./team-handle-service";

/** The address of a team's public page, /t/<handle> (decision 0095). */
export const teamHandleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/:id/handle",
    {
      schema: {
        operationId: "setTeamHandle",
        tags: ["teams"],
        security: BEARER,
        summary: "Chooses or changes the team's handle (owner and admins); an old one redirects for 90 days",
        params: ZIdParams,
        body: ZTeamHandleUpdate,
        response: { 200: successEnvelope(ZTeamHandle), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setTeamHandle(app.ctx, {
        teamId: request.params.id,
        viewerId: userOf(request).id,
        handle: request.body.handle,
      }),
      message: "The team's handle has been saved.",
    }),
  );
};
