import { and, eq, lte, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { mailQueue } from "../db/schema/mail-queue";
import { now } from "./clock";
import { retryDelayMs } from "./jobs/retry-delay";
import type { JobLog, SweepPass } from "./jobs/sweeper";
import type { MailTransport } from "./mail-transport";
import type { MailMessage } from "./mail-types";

export type QueuedMail = typeof mailQueue.$inferSelect;

/** Mails one pass claims: small, so several instances share a burst and a pass ends quickly. */
export const MAIL_BATCH_SIZE = 10;
/** Tries before a mail is given up as FAILED: with `retryDelayMs` between them, about three hours. */
export const MAIL_MAX_ATTEMPTS = 10;
/**
 * How long a claimed mail stays out of every other pass. Far longer than one SMTP exchange may
 * take (mail-transport's timeouts); a worker that dies mid-send leaves it due again after this.
 */
export const MAIL_CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Writes mails to the queue in one statement. Pass the transaction of the change that causes
 * them, so both commit or neither does; then `ctx.mailer.kick()` once it has committed.
 */
export async function enqueueMails(db: DbOrTx, messages: readonly MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const at = now();
  await db.insert(mailQueue).values(
    messages.map((message) => ({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? null,
      nextAttemptAt: at,
      createdAt: at,
    })),
  );
}

/** enqueueMails for one mail. */
export function enqueueMail(db: DbOrTx, message: MailMessage): Promise<void> {
  return enqueueMails(db, [message]);
}

/**
 * Takes up to `limit` due mails for this worker alone: `SKIP LOCKED` passes over rows another
 * instance is claiming, and the lease moves them out of every later pass until this one is done.
 * `= any(array(...))` runs the locking subquery exactly once, which `in (...)` does not promise.
 */
export async function claimDueMail(db: Db, input: { at: Date; limit: number }): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(eq(mailQueue.status, "PENDING"), lte(mailQueue.nextAttemptAt, input.at)))
    .orderBy(mailQueue.nextAttemptAt)
    .limit(input.limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailQueue)
    .set({
      attempts: sql`${mailQueue.attempts} + 1`,
      nextAttemptAt: new Date(input.at.getTime() + MAIL_CLAIM_LEASE_MS),
    })
    .where(sql`${mailQueue.id} = any(array(${due}))`)
    .returning();
}

/** The body goes once the mail is done with: it holds codes and reset links. */
const forgetBody = { text: "", html: null, headers: null };

async function markSent(db: Db, mail: QueuedMail, at: Date): Promise<void> {
  await db
    .update(mailQueue)
    .set({ status: "SENT", sentAt: at, lastError: null, ...forgetBody })
    .where(eq(mailQueue.id, mail.id));
}

/** Schedules the next try, or gives up after the last one; says whether it gave up. */
async function markFailedTry(db: Db, mail: QueuedMail, lastError: string, at: Date): Promise<boolean> {
  const givingUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
  await db
    .update(mailQueue)
    .set(
      givingUp
        ? { status: "FAILED", lastError, ...forgetBody }
        : { nextAttemptAt: new Date(at.getTime() + retryDelayMs(mail.attempts)), lastError },
    )
    .where(eq(mailQueue.id, mail.id));
  return givingUp;
}

/**
 * What went wrong, for the row and the log: the error's code and message, with every `secret`
 * (the SMTP URL and its credentials) blanked out, never the message or its body.
 */
export function describeMailError(error: unknown, secrets: string[]): string {
  const code = typeof error === "object" && error && "code" in error ? String(error.code) : undefined;
  const message = error instanceof Error ? error.message : String(error);
  let text = code && !message.includes(code) ? `${code}: ${message}` : message;
  for (const secret of secrets) if (secret) text = text.replaceAll(secret, "***");
  return text.slice(0, 500);
}

/** One pass of the mail worker: claim a batch, hand each mail to the transport, record the outcome. */
export function mailQueuePass(deps: { db: Db; transport: MailTransport; log: JobLog; secrets: string[] }): SweepPass {
  return async () => {
    const claimed = await claimDueMail(deps.db, { at: now(), limit: MAIL_BATCH_SIZE });
    for (const mail of claimed) {
      try {
        await deps.transport.deliver({
          ...mail,
          html: mail.html ?? undefined,
          headers: mail.headers ?? undefined,
          queuedAt: mail.createdAt,
        });
      } catch (error) {
        const lastError = describeMailError(error, deps.secrets);
        const gaveUp = await markFailedTry(deps.db, mail, lastError, now());
        const entry = { mailId: mail.id, attempts: mail.attempts, error: lastError };
        if (gaveUp) deps.log.error(entry, "mail given up after its last try");
        else deps.log.warn(entry, "mail not delivered; it will be tried again");
        continue;
      }
      await markSent(deps.db, mail, now());
    }
    return { more: claimed.length === MAIL_BATCH_SIZE };
  };
}
