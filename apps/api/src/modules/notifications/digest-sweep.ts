import { DEFAULT_TIME_ZONE } from "@crewlance/contracts/notification-preferences";
import { asc, eq, lte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { notificationDigests } from "../../db/schema/notifications";
import { now } from "../../lib/clock";
import { appWorkers } from "../../lib/jobs/app-workers";
import type { Sweeper } from "../../lib/jobs/sweeper";
import { afterCommit, type TxContext, withTransaction } from "../../lib/transaction";
import { digestContentOf } from "./digest-content";
import { digestEmail } from "./digest-mail";
import { isMondayIn, nextDigestSlot, slotAfter } from "./digest-slots";
import { type PreferenceBook, preferencesOf } from "./preferences";
import { type Recipient, recipientsOf } from "./recipients";

type DigestRow = typeof notificationDigests.$inferSelect;

/** Digests one pass claims: several instances share a morning's burst. */
const DIGEST_BATCH = 20;
/** How often each instance looks for digests due: a digest goes within a minute of 09:00. */
const DIGEST_SWEEP_INTERVAL_MS = 60_000;

async function sendOrSkip(txCtx: TxContext, row: DigestRow, person: Recipient, book: PreferenceBook): Promise<boolean> {
  const slot = row.nextDigestAt!;
  const frequency = row.frequency === "weekly" ? "weekly" : "daily";
  const content = await digestContentOf(txCtx, {
    userId: row.userId,
    windowStart: row.windowStart,
    slot,
    monday: isMondayIn(slot, person.timeZone),
    book,
  });
  if (content.total === 0) return false;
  await txCtx.mailer.enqueue(txCtx.db, digestEmail(txCtx, { userId: row.userId, to: person, content, frequency }));
  return true;
}

/**
 * One pass (decision 0104): claims due digest rows with SKIP LOCKED, so each period's digest is
 * sent by exactly one instance; a row only needing its schedule gets its next 09:00; a due one
 * sends what its window holds (nothing: no mail) and moves to the next slot, in one commit with
 * the queued mail.
 */
async function sendDueDigests(ctx: AppContext): Promise<{ more: boolean }> {
  return withTransaction(ctx, async (txCtx) => {
    const at = now();
    const due = await txCtx.db
      .select()
      .from(notificationDigests)
      .where(lte(notificationDigests.nextDigestAt, at))
      .orderBy(asc(notificationDigests.nextDigestAt))
      .limit(DIGEST_BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return { more: false, sent: 0 };
    const userIds = due.map((row) => row.userId);
    const people = await recipientsOf(txCtx, userIds);
    const book = await preferencesOf(txCtx, userIds);
    let sent = 0;
    // A row moved to a slot already passed (the sweep ran late) is due again at once.
    let behind = false;
    for (const row of due) {
      const person = people.get(row.userId);
      const timeZone = person?.timeZone ?? DEFAULT_TIME_ZONE;
      const frequency = row.frequency === "weekly" ? "weekly" : "daily";
      if (row.needsSchedule || !person || row.frequency === "off") {
        const first = row.frequency === "off" || !person ? null : nextDigestSlot(at, timeZone, frequency);
        await txCtx.db
          .update(notificationDigests)
          .set({ nextDigestAt: first, needsSchedule: false, updatedAt: at })
          .where(eq(notificationDigests.userId, row.userId));
        continue;
      }
      const mailed = await sendOrSkip(txCtx, row, person, book);
      if (mailed) sent += 1;
      const next = slotAfter(row.nextDigestAt!, at, timeZone, frequency);
      if (next.getTime() <= at.getTime()) behind = true;
      await txCtx.db
        .update(notificationDigests)
        .set({
          windowStart: row.nextDigestAt!,
          nextDigestAt: next,
          updatedAt: at,
          ...(mailed ? { lastSentAt: at } : {}),
        })
        .where(eq(notificationDigests.userId, row.userId));
    }
    if (sent > 0) afterCommit(txCtx, () => ctx.mailer.kick());
    return { more: due.length === DIGEST_BATCH || behind };
  });
}

const workers = appWorkers("notification-digests");

/**
 * Runs passes until no digest is due (the dev clock and tests after they move time), after the
 * pass this instance may have in flight: that pass holds its rows (SKIP LOCKED), and a pass of
 * our own beside it would skip them and return before they are sent.
 */
export async function runDigestSweepOnce(ctx: AppContext): Promise<void> {
  await workers.drain(ctx);
}

/** Starts the digest sweep on this instance (one pass at start). */
export function startDigestSweep(app: FastifyInstance): Sweeper {
  return workers.start(app, { intervalMs: DIGEST_SWEEP_INTERVAL_MS, pass: () => sendDueDigests(app.ctx) });
}
