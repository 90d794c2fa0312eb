import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZChatToken, ZChooseRoleRequest, ZUpdateUserRequest, ZUser } from "@crewlance/contracts/users";
import { BEARER, errorResponses } from "../../lib/openapi";
import type { RouteApp } from "../../lib/route-app";
import { noStore, userOf } from "../../plugins/auth";
import { chooseRole, getCurrentUser, issueChatToken, removePhone, updateUser } from "./service";

const tags = ["users"];
const userEnvelope = successEnvelope(ZUser);

/** The signed-in user's account: reading and changing it, the role, the phone, the chat token. */
export function registerAccountRoutes(app: RouteApp): void {
  app.get(
    "/",
    {
      onSend: noStore,
      schema: {
        operationId: "getCurrentUser",
        tags,
        security: BEARER,
        summary: "The signed-in user",
        response: { 200: userEnvelope, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCurrentUser(app.ctx, { userId: userOf(request).id }),
    }),
  );

  app.put(
    "/",
    {
      schema: {
        operationId: "updateCurrentUser",
        tags,
        security: BEARER,
        summary: "Updates the signed-in user's account fields",
        body: ZUpdateUserRequest,
        response: { 200: userEnvelope, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateUser(app.ctx, { userId: userOf(request).id, changes: request.body }),
      message: "Your profile has been updated.",
    }),
  );

  app.put(
    "/role",
    {
      schema: {
        operationId: "chooseRole",
        tags,
        security: BEARER,
        summary: "Picks FREELANCER or COMPANY for an account created by social sign-in (once)",
        body: ZChooseRoleRequest,
        response: { 200: userEnvelope, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chooseRole(app.ctx, { userId: userOf(request).id, role: request.body.role }),
      message: "Your role has been saved.",
    }),
  );

  app.delete(
    "/phone",
    {
      schema: {
        operationId: "removePhone",
        tags,
        security: BEARER,
        summary: "Removes the phone number (and its verification) from the signed-in user's account",
        response: { 200: userEnvelope, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await removePhone(app.ctx, { userId: userOf(request).id }),
      message: "Your phone number has been removed.",
    }),
  );

  app.get(
    "/chat-token",
    {
      schema: {
        operationId: "getChatToken",
        tags,
        security: BEARER,
        summary: "A five-minute token for the real-time chat connection",
        response: { 200: successEnvelope(ZChatToken), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await issueChatToken(app.ctx, { user: userOf(request) }) }),
  );
}
