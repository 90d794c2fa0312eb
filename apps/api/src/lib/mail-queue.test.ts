import { type AddressInfo, createServer, type Server, type Socket } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { type SmtpReceiver, startSmtpReceiver } from "../../test/smtp-receiver";
import { createUser } from "../../test/users";
import { mailQueue } from "../db/schema/mail-queue";
import { uniqueEmail } from "../modules/auth/testing";
import { advanceClock, now, resetClock } from "./clock";
import { retryDelayMs } from "./jobs/retry-delay";
import { describeMailError, MAIL_BATCH_SIZE, MAIL_MAX_ATTEMPTS } from "./mail-queue";

/** The port of an SMTP server that is down: started once to learn a free port, then stopped. */
let smtpPort: number;
let t: TestApp;
beforeAll(async () => {
  const probe = await startSmtpReceiver();
  smtpPort = probe.port;
  await probe.close();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, authRateLimitPerMinute: 1_000 });
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.app.ctx.db.delete(mailQueue);
});
afterEach(() => resetClock());

function forgot(email: string) {
  return t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
}
async function queued(to: string) {
  return t.app.ctx.db.select().from(mailQueue).where(eq(mailQueue.to, to));
}

/** Brings the SMTP server back on the port the app was configured with, for one test. */
async function withSmtpUp<T>(work: (smtp: SmtpReceiver) => Promise<T>): Promise<T> {
  const smtp = await startSmtpReceiver({ port: smtpPort });
  try {
    return await work(smtp);
  } finally {
    await smtp.close();
  }
}

describe("the mail queue", () => {
  it("keeps a reset mail while SMTP is down and sends it on the first try after SMTP is back", async () => {
    const { user } = await createUser(t.app);
    const res = await forgot(user.email);
    // The answer is the usual one: the request only queued the mail.
    expect(res.statusCode).toBe(200);
    await t.app.ctx.mailer.drain();

    const [failed] = await queued(user.email);
    expect(failed).toMatchObject({ status: "PENDING", attempts: 1, sentAt: null });
    expect(failed!.lastError).toMatch(/ECONNREFUSED/);
    expect(failed!.nextAttemptAt.getTime() - now().getTime()).toBeGreaterThan(0);
    expect(failed!.nextAttemptAt.getTime() - now().getTime()).toBeLessThanOrEqual(retryDelayMs(1));
    expect(failed!.text).toContain("/reset-password?token=");

    await withSmtpUp(async (smtp) => {
      // Back, but the retry is not due yet.
      await t.app.ctx.mailer.drain();
      expect(smtp.messages).toHaveLength(0);

      advanceClock(retryDelayMs(1));
      await t.app.ctx.mailer.drain();
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatchObject({ to: [user.email], subject: "Reset your Crewlance password" });
      expect(smtp.messages[0]!.text).toContain("/reset-password?token=");
    });
    const [sent] = await queued(user.email);
    expect(sent).toMatchObject({ status: "SENT", attempts: 2, lastError: null, text: "", html: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it("backs off 30 s, 1 min, 2 min ... up to an hour between tries", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it(`gives a mail up as FAILED after ${MAIL_MAX_ATTEMPTS} tries, and forgets its body`, async () => {
    const to = uniqueEmail("never");
    await t.app.ctx.mailer.enqueue(t.app.ctx.db, { to, subject: "Lost", text: "code 123456", html: "<p>123456</p>" });
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await t.app.ctx.mailer.drain();
      const [row] = await queued(to);
      expect(row?.attempts).toBe(attempt);
      advanceClock(retryDelayMs(attempt));
    }
    const [row] = await queued(to);
    expect(row).toMatchObject({ status: "FAILED", attempts: MAIL_MAX_ATTEMPTS, text: "", html: null, sentAt: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);

    // Given up means given up: SMTP coming back does not send it.
    await withSmtpUp(async (smtp) => {
      advanceClock(24 * 60 * 60_000);
      await t.app.ctx.mailer.drain();
      expect(smtp.messages).toHaveLength(0);
    });
    expect((await queued(to))[0]?.attempts).toBe(MAIL_MAX_ATTEMPTS);
  });

  it("records what went wrong without the SMTP password", () => {
    const url = "smtps://mailer:s3cret%21pass@smtp.example.com:465";
    const error = Object.assign(new Error(`Invalid login for ${url} (s3cret!pass)`), { code: "EAUTH" });
    const described = describeMailError(error, [url, "s3cret%21pass", "s3cret!pass"]);
    expect(described).toBe("EAUTH: Invalid login for *** (***)");
    expect(describeMailError(new Error("x".repeat(2_000)), [])).toHaveLength(500);
  });

  it("sends each mail exactly once when two instances drain one queue", async () => {
    const other = await t.startAnotherInstance();
    try {
      const recipients = Array.from({ length: MAIL_BATCH_SIZE * 4 + 3 }, () => uniqueEmail("burst"));
      await withSmtpUp(async (smtp) => {
        // SMTP is up before the first mail is queued: a pass either instance runs by itself
        // meanwhile (its first one at start, or its timer) sends what it claims instead of putting
        // it off for a retry past the drains below (CI saw two mails missing that way).
        for (const to of recipients) {
          await t.app.ctx.mailer.enqueue(t.app.ctx.db, { to, subject: "Burst", text: `Hello ${to}` });
        }
        await Promise.all([t.app.ctx.mailer.drain(), other.app.ctx.mailer.drain(), t.app.ctx.mailer.drain()]);
        const delivered = smtp.messages.flatMap((mail) => mail.to).sort();
        expect(delivered).toEqual([...recipients].sort());
      });
      const rows = await t.app.ctx.db.select().from(mailQueue);
      expect(rows.every((row) => row.status === "SENT" && row.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe("forgot-password with the mail queue", () => {
  /** An SMTP server that accepts connections and never says a word: a request waiting on it hangs. */
  async function startSilentSmtp(): Promise<{ url: string; close: () => Promise<void> }> {
    const sockets = new Set<Socket>();
    const server: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `smtp://127.0.0.1:${port}`,
      close: async () => {
        for (const socket of sockets) socket.destroy();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      },
    };
  }

  it("answers a known email without waiting for SMTP, exactly as an unknown one", async () => {
    const silent = await startSilentSmtp();
    const hung = await createTestApp({ smtpUrl: silent.url, authRateLimitPerMinute: 1_000 });
    try {
      const { user } = await createUser(hung.app);
      const ask = (email: string) =>
        hung.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
      // Sending inside the request would hang here until the test times out.
      const known = await ask(user.email);
      const unknown = await ask(uniqueEmail("ghost"));
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      const [row] = await hung.app.ctx.db.select().from(mailQueue).where(eq(mailQueue.to, user.email));
      expect(row?.status).toBe("PENDING");
    } finally {
      // Dropping the silent connections ends the worker's try, so the app closes at once.
      await silent.close();
      await hung.close();
    }
  });
});
