import { OTP_TTL_MINUTES, RESET_TOKEN_TTL_MINUTES } from "@crewlance/contracts/constants";
import type { MailMessage } from "../../../lib/mail";
import { emailLayout, escapeHtml } from "../../../lib/mail-layout";

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
    html: emailLayout(
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
    html: emailLayout(
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
