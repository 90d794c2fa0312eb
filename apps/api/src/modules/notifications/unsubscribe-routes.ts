import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZUnsubscribeBody,
  ZUnsubscribeQuery,
  ZUnsubscribeResult,
  ZUnsubscribeTokenQuery,
} from "@crewlance/contracts/notification-preferences";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, PUBLIC } from "../../lib/openapi";
import { noStore } from "../../plugins/auth";
import { previewUnsubscribe, unsubscribe } from "./unsubscribe-service";

const tags = ["notifications"];
const envelope = successEnvelope(ZUnsubscribeResult);

/**
 * /unsubscribe: what an email's link turns off, without signing in (decision 0104). The token
 * is the only authority. POST is RFC 8058's one-click: a mail client posts the form body
 * `List-Unsubscribe=One-Click` to the header's address, which carries the token; the web page
 * posts the token in JSON.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook("onRequest", app.rateLimit({ max: 30, timeWindow: "1 minute" }));

  app.get(
    "/",
    {
      onSend: noStore,
      schema: {
        operationId: "previewUnsubscribe",
        tags,
        security: PUBLIC,
        summary: "What an unsubscribe link turns off; the link's token is the only authority",
        querystring: ZUnsubscribeTokenQuery,
        response: { 200: envelope, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await previewUnsubscribe(app.ctx, { token: request.query.token }),
    }),
  );

  app.post(
    "/",
    {
      onSend: noStore,
      schema: {
        operationId: "unsubscribe",
        tags,
        security: PUBLIC,
        summary: "Turns off what an unsubscribe link names (RFC 8058 one-click, or the web page)",
        querystring: ZUnsubscribeQuery,
        body: ZUnsubscribeBody,
        response: { 200: envelope, ...errorResponses(400, 404, 415, 429) },
      },
    },
    async (request) => {
      const result = await unsubscribe(app.ctx, { token: request.query.token ?? request.body?.token });
      return { success: true as const, data: result, message: `${result.description}: turned off.` };
    },
  );
};
