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

/** When something happened, as an Indian reader reads a time: "29 Nov 2026, 10:35 pm IST". */
function indianTime(at: Date): string {
  const formatted = new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(at);
  return `${formatted} IST`;
}

/** Tells the owner their password was changed, and what to do if it was not them (decision 0093). */
export function passwordChangedEmail(input: {
  to: string;
  fullName: string;
  changedAt: Date;
  forgotPasswordLink: string;
}): MailMessage {
  const greeting = `Hi ${input.fullName},`;
  const when = `Your Crewlance password was changed on ${indianTime(input.changedAt)}, and every other device was signed out.`;
  const notYou =
    "If you did not do this, someone may know your password: choose a new one right away with this link, which also signs everyone else out:";
  return {
    to: input.to,
    subject: "Your Crewlance password was changed",
    text: [
      greeting,
      "",
      when,
      "",
      notYou,
      "",
      input.forgotPasswordLink,
      "",
      "If it was you, there is nothing to do.",
    ].join("\n"),
    html: emailLayout(
      "Your password was changed",
      `<p>${escapeHtml(greeting)}</p>
      <p>${escapeHtml(when)}</p>
      <p>${escapeHtml(notYou)}</p>
      <p style="margin:24px 0"><a href="${escapeHtml(input.forgotPasswordLink)}" style="background:#d97706;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Reset password</a></p>
      <p style="color:#78716c">If it was you, there is nothing to do.</p>`,
    ),
  };
}
