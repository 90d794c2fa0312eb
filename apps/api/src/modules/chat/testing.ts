import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { makePdf, multipartForm } from "../../../test/multipart";
import type { TestUser } from "../../../test/users";

/** Test helpers of the chat module: calls as a user and the common steps. */

export type Method = "GET" | "POST" | "PATCH" | "DELETE";

export function chatCall(app: FastifyInstance, user: TestUser | null, method: Method, url: string, payload?: unknown) {
  return app.inject({
    method,
    url: `/api/chat${url}`,
    headers: user ? user.authHeader : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The body's data after checking the status (the body is printed when it differs). */
export async function expectData(response: Promise<LightMyRequestResponse> | LightMyRequestResponse, status = 200) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json().data;
}

export async function openDirect(app: FastifyInstance, from: TestUser, to: TestUser): Promise<string> {
  const data = await expectData(chatCall(app, from, "POST", "/conversations/direct", { userId: to.user.id }));
  return data.id as string;
}

let counter = 0;
export const nextClientId = () => `c-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export async function sendText(app: FastifyInstance, from: TestUser, conversationId: string, body: string) {
  return expectData(
    chatCall(app, from, "POST", `/conversations/${conversationId}/messages`, { clientId: nextClientId(), body }),
    201,
  );
}

/** A PDF uploaded by `by` into the conversation, not sent yet: its attachment. */
export async function uploadPdf(app: FastifyInstance, by: TestUser, conversationId: string): Promise<{ id: string }> {
  return expectData(
    app.inject({
      method: "POST",
      url: `/api/chat/conversations/${conversationId}/attachments`,
      headers: by.authHeader,
      payload: multipartForm([], [{ name: "file", content: makePdf(), filename: "brief.pdf" }]),
    }),
    201,
  );
}
