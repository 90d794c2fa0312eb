import type { FastifyReply, FastifyRequest } from "fastify";
import { IDEMPOTENCY_HEADER, type IdempotentResponse } from "../../lib/idempotency";
import { userOf } from "../../plugins/auth";

/** Sends an idempotent answer: the first one, or the stored one on a replay (marked by a header). */
export function sendIdempotent(reply: FastifyReply, answer: IdempotentResponse & { replayed: boolean }) {
  if (answer.replayed) reply.header("idempotent-replayed", "true");
  return reply.code(answer.status).send(answer.body as never);
}

export function idempotencyOf(request: FastifyRequest, scope: string) {
  return {
    userId: userOf(request).id,
    key: String(request.headers[IDEMPOTENCY_HEADER]),
    scope,
    payload: request.body,
  };
}
