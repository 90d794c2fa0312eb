import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { mayWrite } from "../lib/request-kind";

/** A mark no replica reaches while it is kept: the person reads the primary (lib/last-writes.ts). */
const UNKNOWN_POSITION = 2n ** 64n;

/**
 * With replicas (decision 0107): after any request of a signed-in person that may have written,
 * the primary's WAL position is kept as their last write before they get the answer, so a read
 * they make next, on any instance, waits for a replica holding it or goes to the primary.
 */
export const readYourWritesPlugin: FastifyPluginAsync = fp(async (app) => {
  const replicas = app.ctx.replicas;
  if (!replicas) return;
  app.addHook("onSend", async (request, _reply, payload) => {
    const user = request.currentUser;
    if (!user || !mayWrite(request.method)) return payload;
    const lsn = await replicas.set.primaryPosition().catch(() => UNKNOWN_POSITION);
    await replicas.lastWrites.record(user.id, lsn);
    return payload;
  });
});
