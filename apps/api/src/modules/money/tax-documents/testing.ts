import { randomUUID } from "node:crypto";
import { inflateSync, constants as zlib } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { giveTaxProfile } from "../../../../test/tax-profiles";
import type { TestUser } from "../../../../test/users";
import { holdClock, releaseClock } from "../../../lib/clock";
import { fundEscrow } from "../escrow/fund";
import { refundEscrow } from "../escrow/refund";
import { releaseEscrow } from "../escrow/release";
import { deposit } from "../testing";

/*
 * The tax documents' tests: milestones funded and released (or refunded) through the money door
 * at a chosen moment — the money core writes their invoices, credit notes and withholding rows —
 * and a payee's tax profile as the tax module saves it (decision 0090).
 */

/**
 * Runs `work` with the clock held at `at`, then lets it run on from the present (tokens are checked
 * against the clock). Held, not shifted: at 23:59:59 a second of a loaded machine would carry the
 * release into the next year.
 */
export async function atMoment<T>(at: Date, work: () => Promise<T>): Promise<T> {
  holdClock(at);
  try {
    return await work();
  } finally {
    releaseClock();
  }
}

/** Enough for the client fee and its GST (18%) on top of `amount`. */
const withFee = (app: FastifyInstance, amount: number) =>
  amount + Math.ceil((amount * app.ctx.config.wallet.clientFeeBps * 1.18) / 10_000) + 1;

/** The reference a project's milestone gives its money moves: a refund finds its funding's invoice by it. */
const milestone = (id: string) => ({ kind: "MILESTONE" as const, id, label: "Tax documents", projectId: null });

/** A milestone of `amount` paise funded and released at `at`; returns the release's transaction. */
export async function releasedMilestone(
  app: FastifyInstance,
  input: { company: TestUser; freelancer: TestUser; amount: number; at: Date },
) {
  await deposit(app, input.company, withFee(app, input.amount));
  const key = randomUUID();
  const companyId = input.company.user.id;
  const reference = milestone(key);
  return atMoment(input.at, async () => {
    await fundEscrow(app.ctx, { companyId, amount: input.amount, idempotencyKey: `${key}:fund`, reference });
    return releaseEscrow(app.ctx, {
      companyId,
      freelancerId: input.freelancer.user.id,
      amount: input.amount,
      idempotencyKey: `${key}:release`,
      reference,
    });
  });
}

/** A milestone of `amount` paise funded and refunded at `at`; returns the refund's transaction. */
export async function refundedMilestone(app: FastifyInstance, input: { company: TestUser; amount: number; at: Date }) {
  await deposit(app, input.company, withFee(app, input.amount));
  const key = randomUUID();
  const companyId = input.company.user.id;
  const reference = milestone(key);
  return atMoment(input.at, async () => {
    await fundEscrow(app.ctx, { companyId, amount: input.amount, idempotencyKey: `${key}:fund`, reference });
    return refundEscrow(app.ctx, { companyId, amount: input.amount, idempotencyKey: `${key}:refund`, reference });
  });
}

/** A tax profile as the tax module saves it, the PAN confirmed by the KYC provider when given. */
export async function taxProfile(
  app: FastifyInstance,
  user: TestUser,
  facts: { legalName: string; pan?: string; gstin?: string },
) {
  await giveTaxProfile(app.ctx, user.user.id, facts);
}

/** The PDF's content streams, inflated, as text; pdf-lib writes standard-font text as hex strings. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const parts: string[] = [raw];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1]!, "latin1"), { finishFlush: zlib.Z_SYNC_FLUSH }).toString("latin1"));
    } catch {}
  }
  return parts.join("\n");
}

export const hexOf = (words: string) => Buffer.from(words, "latin1").toString("hex").toUpperCase();
