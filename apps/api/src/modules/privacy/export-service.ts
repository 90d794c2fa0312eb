import { EXPORTS_PER_DAY } from "@crewlance/contracts/privacy";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { privacyExports } from "../../db/schema/privacy";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { type OpenedFile, openFile } from "../../lib/storage";
import { afterCommit, withTransaction } from "../../lib/transaction";
import { type ExportRow, exportView } from "./views";

/*
 * Asking for a copy of one's data (decision 0099): a QUEUED row the export job turns into a ZIP.
 * One in preparation at a time — asking again answers that one — and a few a day.
 */

const DAY_MS = 24 * 60 * 60_000;

/** Starts an export, or answers the one already being prepared; `created` says which. */
export async function requestExport(ctx: AppContext, userId: string, kick: () => void) {
  const answer = await withTransaction(ctx, async (txCtx) => {
    // Two requests at once take turns here, so the second sees the first one's row.
    await txCtx.db.execute(sql`select pg_advisory_xact_lock(hashtext('privacy-export'), hashtext(${userId}))`);
    const [running] = await txCtx.db
      .select()
      .from(privacyExports)
      .where(and(eq(privacyExports.userId, userId), eq(privacyExports.status, "QUEUED")));
    if (running) return { row: running, created: false };
    const at = now();
    const [today] = await txCtx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(privacyExports)
      .where(and(eq(privacyExports.userId, userId), gt(privacyExports.requestedAt, new Date(at.getTime() - DAY_MS))));
    if ((today?.count ?? 0) >= EXPORTS_PER_DAY) {
      throw new AppError(
        "RATE_LIMITED",
        `You can ask for your data ${EXPORTS_PER_DAY} times a day. Try again tomorrow, or download the copy you have.`,
      );
    }
    const [row] = await txCtx.db.insert(privacyExports).values({ userId, requestedAt: at }).returning();
    afterCommit(txCtx, kick);
    return { row: row as ExportRow, created: true };
  });
  return { export: exportView(answer.row), created: answer.created };
}

/** The person's latest export, or null. */
export async function latestExport(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select()
    .from(privacyExports)
    .where(eq(privacyExports.userId, userId))
    .orderBy(desc(privacyExports.requestedAt))
    .limit(1);
  return { export: row ? exportView(row) : null };
}

const noSuchExport = () => new AppError("NOT_FOUND", "That export was not found.");

/** The ZIP of a READY export of the asker's own; anyone else's, or one not ready, is "not found". */
export async function openExport(
  ctx: AppContext,
  input: { userId: string; exportId: string },
): Promise<OpenedFile & { fileName: string }> {
  const [row] = await ctx.db
    .select()
    .from(privacyExports)
    .where(and(eq(privacyExports.id, input.exportId), eq(privacyExports.userId, input.userId)));
  if (!row) throw noSuchExport();
  if (row.status === "EXPIRED" || (row.expiresAt && row.expiresAt <= now())) {
    throw new AppError("NOT_FOUND", "This download has expired. Ask for a new copy of your data.");
  }
  if (row.status !== "READY" || !row.filePath) {
    throw new AppError("CONFLICT", "Your data is still being prepared. We will email you when it is ready.");
  }
  const file = await openFile(ctx.config.dataDir, "private", row.filePath);
  if (!file) throw noSuchExport();
  return { ...file, fileName: `crewlance-data-${row.requestedAt.toISOString().slice(0, 10)}.zip` };
}
