import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { type SmtpReceiver, startSmtpReceiver } from "../../../../test/smtp-receiver";
import { bearer, codeIn, registerUser, resetTokenIn, uniqueEmail } from "../testing";

let smtp: SmtpReceiver;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({
    smtpUrl: smtp.url,
    appUrl: "http://app.crewlance.test",
    mailFrom: "Crewlance <no-reply@crewlance.test>",
    authRateLimitPerMinute: 1_000,
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("mail over real SMTP (SMTP_URL set)", () => {
  it("delivers the verification code at sign-up, and the code verifies the email", async () => {
    const email = uniqueEmail("smtp");
    const session = await registerUser(t.app, { email, fullName: "Mail Tester" });
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === "Your Crewlance verification code");
    expect(mail.text).toContain("Hi Mail Tester,");
    const code = codeIn(mail.text);
    expect(mail.html).toContain(code);

    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/email/verify-otp",
      headers: bearer(session.accessToken),
      payload: { code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.emailVerified).toBe(true);
  });

  it("delivers the password reset link, and the link resets the password", async () => {
    const email = uniqueEmail("smtp-reset");
    await registerUser(t.app, { email });
    await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === "Reset your Crewlance password");
    expect(mail.text).toMatch(/http:\/\/app\.crewlance\.test\/reset-password\?token=[\w-]+/);
    const token = resetTokenIn(mail.text);
    expect(mail.html).toContain(`http://app.crewlance.test/reset-password?token=${token}`);

    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { resetToken: token, newPassword: "fresh-password-1" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("keeps nothing in the dev outbox while SMTP is configured", async () => {
    await t.app.ctx.mailer.drain();
    const res = await t.app.inject({ method: "GET", url: "/api/dev/outbox" });
    expect(res.json().data.pagination.totalCount).toBe(0);
  });
});
