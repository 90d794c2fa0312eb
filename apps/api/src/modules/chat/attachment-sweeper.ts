import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { chatAttachments, messages } from "../../db/schema/chat";
import { now } from "../../lib/clock";
import { createSweeper } from "../../lib/jobs/sweeper";
import { removeFile } from "../../lib/storage";

/*
 * Files uploaded into a conversation but never sent (decision 0057): after a day the
 * row and its file go. Every instance sweeps hourly; each pass claims its rows with
 * `FOR UPDATE SKIP LOCKED`, so two instances never take the same file, and a send racing the
 * sweep waits on the row (its foreign key) and then finds the file gone ("not found").
 */

/** How long an upload may wait for its message. */
export const UNSENT_ATTACHMENT_TTL_MS = 24 * 60 * 60_000;
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** One pass: deletes up to `batch` unsent uploads older than the TTL, then their files. */
export async function sweepUnsentAttachments(
  ctx: AppContext,
  batch = 100,
): Promise<{ more: boolean; removed: number }> {
  const cutoff = new Date(now().getTime() - UNSENT_ATTACHMENT_TTL_MS);
  const removed = await ctx.db
    .delete(chatAttachments)
    .where(
      sql`${chatAttachments.id} in (
        select a.id from ${chatAttachments} a
        where a.created_at < ${cutoff.toISOString()}::timestamptz
          and not exists (select 1 from ${messages} m where m.attachment_id = a.id)
        order by a.created_at
        limit ${batch}
        for update of a skip locked)`,
    )
    .returning({ path: chatAttachments.storagePath });
  // After the delete committed: a file whose row is gone is never served.
  for (const row of removed) await removeFile(ctx.config.dataDir, "private", row.path);
  return { more: removed.length === batch, removed: removed.length };
}

export function startUnsentAttachmentSweeper(app: FastifyInstance): void {
  const sweeper = createSweeper({
    name: "chat-unsent-attachments",
    intervalMs: SWEEP_INTERVAL_MS,
    pass: () => sweepUnsentAttachments(app.ctx),
    log: app.log,
  });
  app.addHook("onReady", async () => sweeper.start());
  app.addHook("onClose", async () => sweeper.stop());
}
