import { OTP_TTL_MINUTES, RESET_TOKEN_TTL_MINUTES } from "@crewlance/contracts/constants";
import type { MailMessage } from "../../../lib/mail";

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#fafaf9;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
    <div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px;padding:32px">
      <p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#d97706">Crewlance</p>
      <h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
      ${body}
    </div>
  </body>
</html>`;
}

export function verificationCodeEmail(input: { to: string; fullName: string; code: string }): MailMessage {
  const greeting = `Hi ${input.fullName},`;
  return {
    to: input.to,
    subject: "Your Crewlance verification code",
    text: [
      greeting,
      "",
      `Your verification code is ${input.code}`,
      "",
      `Enter it on the email verification page to confirm your email address. The code expires in ${OTP_TTL_MINUTES} minutes.`,
      "",
      "If you did not create a Crewlance account, you can ignore this email.",
    ].join("\n"),
    html: layout(
      "Confirm your email address",
      `<p>${escapeHtml(greeting)}</p>
      <p>Your verification code is</p>
      <p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:16px 0">${escapeHtml(input.code)}</p>
      <p>Enter it on the email verification page to confirm your email address. The code expires in ${OTP_TTL_MINUTES} minutes.</p>
      <p style="color:#78716c">If you did not create a Crewlance account, you can ignore this email.</p>`,
    ),
  };
}

export function passwordResetEmail(input: { to: string; fullName: string; link: string }): MailMessage {
  const greeting = `Hi ${input.fullName},`;
  const validity = RESET_TOKEN_TTL_MINUTES === 60 ? "1 hour" : `${RESET_TOKEN_TTL_MINUTES} minutes`;
  return {
    to: input.to,
    subject: "Reset your Crewlance password",
    text: [
      greeting,
      "",
      "We received a request to reset your Crewlance password. Open this link to choose a new one:",
      "",
      input.link,
      "",
      `The link works once and expires in ${validity}.`,
      "",
      "If you did not ask for this, you can ignore this email: your password stays the same.",
    ].join("\n"),
    html: layout(
      "Reset your password",
      `<p>${escapeHtml(greeting)}</p>
      <p>We received a request to reset your Crewlance password. Use the button below to choose a new one.</p>
      <p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#d97706;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Reset password</a></p>
      <p>Or paste this link into your browser:<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
      <p>The link works once and expires in ${validity}.</p>
      <p style="color:#78716c">If you did not ask for this, you can ignore this email: your password stays the same.</p>`,
    ),
  };
}
