import type { FastifyReply, FastifyRequest } from "fastify";
import { userOf } from "../plugins/auth";
import { IDEMPOTENCY_HEADER, type IdempotentResponse } from "./idempotency";

/* The routes' side of an Idempotency-Key (decision 0027), shared by every module that moves money. */

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
