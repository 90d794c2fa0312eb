/**
 * The API as the wallet's chaos run starts it (test/chaos.ts): the real app from buildApp,
 * plus POST /chaos/escrow/{fund,release,refund} so the escrow services the projects module will
 * call can be driven over HTTP with Idempotency-Keys like every money move. Only the
 * chaos run starts this file; the server of server.ts never has these routes.
 */
import { z } from "zod";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { runIdempotent, ZIdempotencyHeaders } from "../src/lib/idempotency";
import { idempotencyOf, sendIdempotent } from "../src/lib/idempotent-reply";
import { fundEscrow, refundEscrow, releaseEscrow } from "../src/modules/money/index";
import { requireRole, userOf } from "../src/plugins/auth";

const config = loadConfig();
const app = await buildApp({ ...config, webDistDir: undefined });
const ZAmount = z.object({ amount: z.number().int().positive() });

await app.register(
  async (chaos) => {
    chaos.addHook("preHandler", chaos.authenticate);
    chaos.addHook("preHandler", requireRole("COMPANY"));
    const route = (
      name: "fund" | "release" | "refund",
      body: z.ZodObject,
      move: (tx: Parameters<typeof fundEscrow>[0], companyId: string, key: string, body: never) => Promise<unknown>,
    ) =>
      chaos.post(`/escrow/${name}`, { schema: { headers: ZIdempotencyHeaders, body } }, async (request, reply) => {
        const companyId = userOf(request).id;
        const key = `chaos:${companyId}:${String(request.headers["idempotency-key"])}`;
        const answer = await runIdempotent(app.ctx, idempotencyOf(request, `POST /chaos/escrow/${name}`), {
          work: async (txCtx) => {
            const result = (await move(txCtx, companyId, key, request.body as never)) as { id: string };
            return { status: 201, body: { success: true, data: { transactionId: result.id } } };
          },
        });
        return sendIdempotent(reply, answer);
      });
    route("fund", ZAmount, (tx, companyId, key, body: { amount: number }) =>
      fundEscrow(tx, { companyId, amount: body.amount, idempotencyKey: key, reference: null }),
    );
    route(
      "release",
      ZAmount.extend({ freelancerId: z.string().uuid() }),
      (tx, companyId, key, body: { amount: number; freelancerId: string }) =>
        releaseEscrow(tx, {
          companyId,
          freelancerId: body.freelancerId,
          amount: body.amount,
          idempotencyKey: key,
          reference: null,
        }),
    );
    route("refund", ZAmount, (tx, companyId, key, body: { amount: number }) =>
      refundEscrow(tx, { companyId, amount: body.amount, idempotencyKey: key, reference: null }),
    );
  },
  { prefix: "/chaos" },
);

await app.listen({ host: "127.0.0.1", port: config.port });
console.log(`chaos server listening on ${config.port}`);
