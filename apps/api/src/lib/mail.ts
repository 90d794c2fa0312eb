import type { Db, DbOrTx } from "../db/client";
import { createSweeper, type JobLog, type Sweeper } from "./jobs/sweeper";
import { enqueueMail, enqueueMails, mailQueuePass } from "./mail-queue";
import { createMailTransport } from "./mail-transport";
import type { MailMessage } from "./mail-types";

export type { MailMessage } from "./mail-types";

/**
 * Services never send mail inside a request (a known email would answer slower than an
 * unknown one): they `enqueue` it in their transaction and `kick` the worker once that commits.
 * The worker also sweeps on a timer, so mail kept while SMTP was down goes out when it returns.
 */
export type Mailer = Sweeper & {
  enqueue: (db: DbOrTx, message: MailMessage) => Promise<void>;
  /** Several mails in one statement (a notification sent to many people). */
  enqueueAll: (db: DbOrTx, messages: readonly MailMessage[]) => Promise<void>;
};

/** The secrets an SMTP error could repeat: the URL and the password in it, as written and decoded. */
function smtpSecrets(smtpUrl: string | undefined): string[] {
  if (!smtpUrl) return [];
  const { password } = new URL(smtpUrl);
  return [smtpUrl, password, decodeURIComponent(password)];
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  /** MAIL_QUEUE_INTERVAL_MS: how often each instance looks for due mail besides the kicks. */
  intervalMs: number;
  log: JobLog;
}): Mailer {
  const transport = createMailTransport(options);
  const sweeper = createSweeper({
    name: "mail-queue",
    intervalMs: options.intervalMs,
    log: options.log,
    pass: mailQueuePass({ db: options.db, transport, log: options.log, secrets: smtpSecrets(options.smtpUrl) }),
  });
  return {
    ...sweeper,
    enqueue: enqueueMail,
    enqueueAll: enqueueMails,
    async stop() {
      await sweeper.stop();
      transport.close();
    },
  };
}
