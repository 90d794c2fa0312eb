import type { FastifyReply, FastifyRequest } from "fastify";
import { IDEMPOTENCY_HEADER, type IdempotentResponse } from "../../lib/idempotency";
import { userOf } from "../../plugins/auth";

/*
 * The idempotent reply pattern of the wallet (modules/wallet/idempotent-reply.ts), repeated here
 * because a module imports another only through its services (decision 0016). A candidate for
 * lib/ once a third module needs it.
 */

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
