import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** `headers`: each header as written, by its lower-cased name (unfolded), e.g. list-unsubscribe. */
export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

function headersOf(parsed: ParsedMail): Record<string, string> {
  return Object.fromEntries(
    parsed.headerLines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(":") + 1)
        .replace(/\r?\n[ \t]+/g, " ")
        .trim(),
    ]),
  );
}

export type SmtpReceiver = {
  /** `smtp://127.0.0.1:<port>` for the app's SMTP_URL. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

function addresses(parsed: ParsedMail): string[] {
  const fields = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
  return fields.flatMap((field) => field.value.map((entry) => entry.address ?? ""));
}

/**
 * A real SMTP server for tests on 127.0.0.1 and a free port (or `port`, to bring a stopped
 * server back where the app expects it): no TLS, no auth. Every message is parsed with
 * mailparser and kept in `messages`.
 */
export async function startSmtpReceiver(options: { port?: number } = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<{ match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: addresses(parsed),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers: headersOf(parsed),
          };
          messages.push(mail);
          for (const waiter of waiters) {
            if (waiter.match(mail)) {
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    // A cap against a hang: on CI's loaded cores a mail can take seconds to leave the outbox.
    waitFor(match, timeoutMs = 30_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
