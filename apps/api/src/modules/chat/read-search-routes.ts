import {
  ZConversationIdParams,
  ZMarkReadRequest,
  ZMessageSearchQuery,
  ZMessageSearchResponse,
  ZReadResult,
} from "@crewlance/contracts/chat";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { BEARER, errorResponses } from "../../lib/openapi";
import type { RouteApp } from "../../lib/route-app";
import { userOf } from "../../plugins/auth";
import { searchMessages } from "./message-list-service";
import { markRead } from "./read-state-service";

const tags = ["chat"];

/** Read states and search in a conversation's messages. */
export function registerReadAndSearchRoutes(app: RouteApp): void {
  app.post(
    "/conversations/:id/read",
    {
      schema: {
        operationId: "markConversationRead",
        tags,
        security: BEARER,
        summary: "Marks the conversation read up to a seq (never backwards)",
        params: ZConversationIdParams,
        body: ZMarkReadRequest,
        response: { 200: successEnvelope(ZReadResult), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await markRead(app.ctx, {
        conversationId: request.params.id,
        userId: userOf(request).id,
        seq: request.body.seq,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    "/conversations/:id/search",
    {
      schema: {
        operationId: "searchMessages",
        tags,
        security: BEARER,
        summary: "Messages of the conversation whose words start with the words typed, newest first",
        params: ZConversationIdParams,
        querystring: ZMessageSearchQuery,
        response: { 200: successEnvelope(ZMessageSearchResponse), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await searchMessages(app.ctx, {
        conversationId: request.params.id,
        userId: userOf(request).id,
        ...request.query,
      });
      return { success: true as const, data };
    },
  );
}
