import { EXPORT_DAYS_KEPT } from "@crewlance/contracts/privacy";
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { privacyExports } from "../../db/schema/privacy";
import { now } from "../../lib/clock";
import { createSweeper, type Sweeper } from "../../lib/jobs/sweeper";
import { removeFile, saveFile } from "../../lib/storage";
import { afterCommit, withTransaction } from "../../lib/transaction";
import { readAccountHolder } from "../users/index";
import { exportReadyEmail } from "./emails";
import { buildExportZip } from "./export-zip";

/*
 * The export job (decision 0099), the way the mail queue works (lib/mail-queue.ts): a pass
 * claims due QUEUED rows with `FOR UPDATE SKIP LOCKED` and a lease, so two instances never build
 * the same export and one whose process died is taken again once its lease runs out; after the
 * last try it is FAILED. The same sweep expires READY exports after EXPORT_DAYS_KEPT days and
 * deletes their files.
 */

const BATCH = 2;
export const EXPORT_CLAIM_LEASE_MS = 10 * 60_000;
export const EXPORT_MAX_ATTEMPTS = 3;
const SWEEP_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;

async function claimDue(ctx: AppContext, at: Date) {
  const due = ctx.db
    .select({ id: privacyExports.id })
    .from(privacyExports)
    .where(
      and(
        eq(privacyExports.status, "QUEUED"),
        or(isNull(privacyExports.claimedUntil), lte(privacyExports.claimedUntil, at)),
      ),
    )
    .orderBy(privacyExports.requestedAt)
    .limit(BATCH)
    .for("update", { skipLocked: true });
  return ctx.db
    .update(privacyExports)
    .set({
      attempts: sql`${privacyExports.attempts} + 1`,
      claimedUntil: new Date(at.getTime() + EXPORT_CLAIM_LEASE_MS),
    })
    .where(sql`${privacyExports.id} = any(array(${due}))`)
    .returning();
}

async function prepare(ctx: AppContext, row: { id: string; userId: string }): Promise<void> {
  const zip = await buildExportZip(ctx, row.userId);
  const path = await saveFile(ctx.config.dataDir, "private", "exports", "zip", zip);
  const saved = await withTransaction(ctx, async (txCtx) => {
    const at = now();
    const expiresAt = new Date(at.getTime() + EXPORT_DAYS_KEPT * DAY_MS);
    const [ready] = await txCtx.db
      .update(privacyExports)
      .set({ status: "READY", filePath: path, size: zip.length, readyAt: at, expiresAt, claimedUntil: null })
      .where(and(eq(privacyExports.id, row.id), eq(privacyExports.status, "QUEUED")))
      .returning({ id: privacyExports.id });
    const person = ready && (await readAccountHolder(txCtx, row.userId));
    if (!person) return false;
    const link = `${ctx.config.appUrl}/account/data?export=${row.id}`;
    await ctx.mailer.enqueue(
      txCtx.db,
      exportReadyEmail({ to: person.email, fullName: person.fullName, link, expiresAt }),
    );
    afterCommit(txCtx, () => ctx.mailer.kick());
    return true;
  });
  // Another pass finished it first (its lease ran out mid-build): this copy is not needed.
  if (!saved) await removeFile(ctx.config.dataDir, "private", path);
}

async function failedTry(ctx: AppContext, row: { id: string; attempts: number }, error: unknown): Promise<void> {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const givingUp = row.attempts >= EXPORT_MAX_ATTEMPTS;
  await ctx.db
    .update(privacyExports)
    .set(givingUp ? { status: "FAILED", lastError, claimedUntil: null } : { lastError, claimedUntil: now() })
    .where(eq(privacyExports.id, row.id));
}

/** Expires READY exports past their day; their files go once that committed. */
async function expireDue(ctx: AppContext, at: Date): Promise<void> {
  const expired = await withTransaction(ctx, async (txCtx) => {
    const due = await txCtx.db
      .select({ id: privacyExports.id, filePath: privacyExports.filePath })
      .from(privacyExports)
      .where(and(eq(privacyExports.status, "READY"), lte(privacyExports.expiresAt, at)))
      .limit(100)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    await txCtx.db
      .update(privacyExports)
      .set({ status: "EXPIRED", filePath: null })
      .where(
        inArray(
          privacyExports.id,
          due.map((row) => row.id),
        ),
      );
    return due;
  });
  for (const row of expired) await removeFile(ctx.config.dataDir, "private", row.filePath);
}

/** One pass: build the due exports, then expire the old ones. */
export async function runExportPassOnce(ctx: AppContext): Promise<{ more: boolean }> {
  const claimed = await claimDue(ctx, now());
  for (const row of claimed) {
    try {
      await prepare(ctx, row);
    } catch (error) {
      await failedTry(ctx, row, error);
    }
  }
  await expireDue(ctx, now());
  return { more: claimed.length === BATCH };
}

/** Each app's export sweep, so tests and scripts can wait for it (`drainExports`). */
const sweepers = new WeakMap<AppContext, Sweeper>();

/** Runs export passes until nothing is due, after the pass in flight (tests, scripts). */
export async function drainExports(ctx: AppContext): Promise<void> {
  const sweeper = sweepers.get(ctx);
  if (sweeper) await sweeper.drain();
  else while ((await runExportPassOnce(ctx)).more);
}

export function startExportSweeper(app: FastifyInstance): Sweeper {
  const sweeper = createSweeper({
    name: "privacy-exports",
    intervalMs: SWEEP_INTERVAL_MS,
    pass: () => runExportPassOnce(app.ctx),
    log: app.log,
  });
  sweepers.set(app.ctx, sweeper);
  app.addHook("onReady", async () => sweeper.start());
  app.addHook("onClose", async () => sweeper.stop());
  return sweeper;
}
