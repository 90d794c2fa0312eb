import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { outboxMessages } from "../db/schema/outbox";
import type { MailMessage } from "./mail-types";

/** Where the mail queue's worker hands a message: real SMTP, or the dev outbox table. */
export type MailTransport = {
  deliver: (message: MailMessage & { queuedAt: Date }) => Promise<void>;
  close: () => void;
};

/**
 * How long one SMTP exchange may take, in all. Kept well under the queue's claim lease, so a
 * slow server can never make a claimed mail due again (and go out twice) while it is being sent.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Real SMTP when SMTP_URL is set; otherwise every message is kept in the dev outbox
 * table so a developer can read codes and links at /test-email-api (decision 0004).
 */
export function createMailTransport(options: { smtpUrl: string | undefined; from: string; db: Db }): MailTransport {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async deliver({ to, subject, text, html, headers }) {
        await transport.sendMail({ from: options.from, to, subject, text, html, headers });
      },
      close: () => transport.close(),
    };
  }
  return {
    async deliver(message) {
      await options.db.insert(outboxMessages).values({
        channel: "EMAIL",
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        // When the app queued it, on the app clock: the outbox order agrees with codes and tokens
        // when tests move time, whenever the worker got to it.
        createdAt: message.queuedAt,
      });
    },
    close: () => {},
  };
}
