import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZSuggestedTeamListResponse,
  ZTeamCreateBody,
  ZTeamDetail,
  ZTeamListQuery,
  ZTeamListResponse,
  ZTeamPageQuery,
} from "@crewlance/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { listMyTeams, listSuggestedTeams, listTeams } from "./list";
import { createTeam } from "./team-service";

const tags = ["teams"];
const teamEnvelope = successEnvelope(ZTeamDetail);

/** Teams as a collection: the public list, a new team, the caller's own and the suggested ones. */
export const teamCollectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: {
        operationId: "listTeams",
        tags,
        security: BEARER,
        summary: "Public teams, newest first, with an optional search",
        querystring: ZTeamListQuery,
        response: { 200: successEnvelope(ZTeamListResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listTeams(app.ctx, { viewerId: userOf(request).id, ...request.query }),
    }),
  );

  app.post(
    "/",
    {
      schema: {
        operationId: "createTeam",
        tags,
        security: BEARER,
        summary: "Creates a team (freelancers); the creator is its owner",
        body: ZTeamCreateBody,
        response: { 201: teamEnvelope, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const team = await createTeam(app.ctx, { viewer: userOf(request), body: request.body });
      return reply.code(201).send({ success: true as const, data: team, message: "Your team has been created." });
    },
  );

  app.get(
    "/mine",
    {
      schema: {
        operationId: "listMyTeams",
        tags,
        security: BEARER,
        summary: "The caller's teams, the most recently joined first",
        querystring: ZTeamPageQuery,
        response: { 200: successEnvelope(ZTeamListResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMyTeams(app.ctx, { viewerId: userOf(request).id, ...request.query }),
    }),
  );

  app.get(
    "/suggested",
    {
      schema: {
        operationId: "listSuggestedTeams",
        tags,
        security: BEARER,
        summary: "Public teams the caller is not in, ranked by overlap with the caller's skills",
        querystring: ZTeamListQuery,
        response: { 200: successEnvelope(ZSuggestedTeamListResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listSuggestedTeams(app.ctx, { viewerId: userOf(request).id, ...request.query }),
    }),
  );
};
