import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { outboxMessages } from "../db/schema/outbox";
import { now } from "./clock";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => void };

/**
 * Real SMTP when SMTP_URL is set (spec B9); otherwise every message is kept in the
 * dev outbox table so a developer can read codes and links at /test-email-api.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; db: Db }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(message) {
      await options.db.insert(outboxMessages).values({
        channel: "EMAIL",
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        // The app clock, so the outbox order agrees with codes and tokens when tests move time.
        createdAt: now(),
      });
    },
    close: () => {},
  };
}
