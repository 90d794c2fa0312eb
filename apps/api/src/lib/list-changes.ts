import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { LIST_CHANGES_CHANNEL } from "./list-cache";
import type { ListChanges, ListName } from "./list-types";
import { afterCommit } from "./transaction";

/*
 * Telling every instance that a list changed when the write is not a trigger's (decision 0063).
 * Migration 0020's triggers NOTIFY inside the writing transaction, which is right for writes made
 * at a person's pace. A NOTIFY, though, takes one lock for the whole cluster at commit and holds
 * it until the commit is flushed to disk, so notifying transactions commit one at a time: on the
 * ledger's hot path (every escrow funding and release moves a company's reputation on the task
 * list) that lock, not the ledger's own work, was the limit. Those writes announce their list
 * here instead, after their commit, on a statement of their own with nothing to flush, and
 * an instance coalesces its announcements: one in flight at a time, carrying every list asked for
 * meanwhile.
 */

/**
 * The channel on which an escrow funding or release tells every instance's company cards
 * (modules/tasks/company-cards.ts) that some company's reputation moved; the payload names the
 * sending instance.
 */
export const REPUTATION_CHANGES_CHANNEL = "reputation_changes";

/** Sends one NOTIFY per list named, in one statement. */
export type SendListChanges = (lists: readonly ListName[]) => Promise<void>;

/** Wait before sending again after a failure (the database restarting, a dropped connection). */
const RETRY_MS = 1_000;

export class ListChangeAnnouncer implements ListChanges {
  private readonly pending = new Set<ListName>();
  private sending: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly send: SendListChanges,
    private readonly reportFailure: (error: unknown) => void,
  ) {}

  /** Asks for one notification of `list`; joins the next one when a notification is on its way. */
  announce(list: ListName): void {
    this.pending.add(list);
    this.start();
  }

  /** Resolves once what was asked for has been sent or has failed (before the database closes). */
  async settled(): Promise<void> {
    if (this.retry) {
      clearTimeout(this.retry);
      this.retry = null;
      this.start();
    }
    while (this.sending) await this.sending;
  }

  private start(): void {
    if (this.sending || this.retry) return;
    this.sending = this.flush().finally(() => {
      this.sending = null;
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.size > 0) {
      const lists = [...this.pending];
      this.pending.clear();
      try {
        await this.send(lists);
      } catch (error) {
        // Not sent: keep the lists and try again shortly. A listener whose own connection
        // dropped meanwhile forgets every page anyway (ListCache `onGap`).
        for (const list of lists) this.pending.add(list);
        this.reportFailure(error);
        this.retry = setTimeout(() => {
          this.retry = null;
          this.start();
        }, RETRY_MS);
        this.retry.unref();
        return;
      }
    }
  }
}

/**
 * An instance's announcer, sending through `db`'s pool. Each notification is a transaction of its
 * own that writes nothing else, and PostgreSQL does not wait for the disk to commit one (measured
 * on 15: 300 of them, no WAL flush; 300 one-row inserts, 300 flushes), so the cluster-wide NOTIFY
 * lock is held for microseconds, not for a flush.
 */
export function listChangesThrough(db: Db, reportFailure: (error: unknown) => void, sender = ""): ListChangeAnnouncer {
  return new ListChangeAnnouncer(async (lists) => {
    const notifications = lists.map((list) => sql`pg_notify(${LIST_CHANGES_CHANNEL}, ${list})`);
    // The task list is announced here only for the ledger's moves of a reputation: other
    // instances' company cards hear of them too (decision 0108), and not the sender's own, which
    // already dropped the company on the domain event.
    if (lists.includes("tasks")) notifications.push(sql`pg_notify(${REPUTATION_CHANGES_CHANNEL}, ${sender})`);
    await db.execute(sql`select ${sql.join(notifications, sql`, `)}`);
  }, reportFailure);
}

/**
 * Tells every instance that `list` changed, once the caller's transaction has committed (never
 * for a rollback); outside a transaction, at once. This instance's own pages were already dropped
 * by its write (db/client.ts `onWrite`).
 */
export function announceListChange(ctx: AppContext, list: ListName): void {
  const announcer = ctx.listChanges;
  if (announcer) afterCommit(ctx, () => announcer.announce(list));
}
