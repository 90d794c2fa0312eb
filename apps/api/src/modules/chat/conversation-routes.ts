import {
  ZChatUnreadResponse,
  ZConversationDetail,
  ZConversationIdParams,
  ZConversationListQuery,
  ZConversationListResponse,
  ZOpenDirectRequest,
  ZProjectConversationParams,
  ZTeamConversationParams,
} from "@crewlance/contracts/chat";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { BEARER, errorResponses } from "../../lib/openapi";
import type { RouteApp } from "../../lib/route-app";
import { userOf } from "../../plugins/auth";
import { countUnreadConversations, listConversations } from "./conversation-list-service";
import {
  getConversation,
  openDirectConversation,
  openProjectConversation,
  openTeamConversation,
} from "./conversation-service";

const tags = ["chat"];

/** The conversation list, the unread badge and opening a conversation (direct, team, project). */
export function registerConversationRoutes(app: RouteApp): void {
  app.get(
    "/conversations",
    {
      schema: {
        operationId: "listConversations",
        tags,
        security: BEARER,
        summary: "The signed-in user's conversations, newest activity first, with unread counts (keyset cursor)",
        querystring: ZConversationListQuery,
        response: { 200: successEnvelope(ZConversationListResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const data = await listConversations(app.ctx, { userId: userOf(request).id, ...request.query });
      return { success: true as const, data };
    },
  );

  app.get(
    "/unread",
    {
      schema: {
        operationId: "countUnreadConversations",
        tags,
        security: BEARER,
        summary: "How many conversations have unread messages (capped at 100)",
        response: { 200: successEnvelope(ZChatUnreadResponse), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const count = await countUnreadConversations(app.ctx, { userId: userOf(request).id });
      return { success: true as const, data: { count } };
    },
  );

  app.post(
    "/conversations/direct",
    {
      schema: {
        operationId: "openDirectConversation",
        tags,
        security: BEARER,
        summary: "The conversation with another user, made on first use",
        body: ZOpenDirectRequest,
        response: { 200: successEnvelope(ZConversationDetail), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const data = await openDirectConversation(app.ctx, {
        userId: userOf(request).id,
        otherUserId: request.body.userId,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    "/conversations/team/:teamId",
    {
      schema: {
        operationId: "openTeamConversation",
        tags,
        security: BEARER,
        summary: "The team's conversation, for its members (made on first open)",
        params: ZTeamConversationParams,
        response: { 200: successEnvelope(ZConversationDetail), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await openTeamConversation(app.ctx, { userId: userOf(request).id, teamId: request.params.teamId });
      return { success: true as const, data };
    },
  );

  app.get(
    "/conversations/project/:projectId",
    {
      schema: {
        operationId: "openProjectConversation",
        tags,
        security: BEARER,
        summary:
          "The project's conversation, for its people (made on first open); an admin reads a disputed project's, audited",
        params: ZProjectConversationParams,
        response: { 200: successEnvelope(ZConversationDetail), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await openProjectConversation(app.ctx, {
        reader: userOf(request),
        projectId: request.params.projectId,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    "/conversations/:id",
    {
      schema: {
        operationId: "getConversation",
        tags,
        security: BEARER,
        summary: "One conversation with its participants and how far each has read",
        params: ZConversationIdParams,
        response: { 200: successEnvelope(ZConversationDetail), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await getConversation(app.ctx, { conversationId: request.params.id, userId: userOf(request).id });
      return { success: true as const, data };
    },
  );
}
