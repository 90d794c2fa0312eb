import { emailLayout, escapeHtml } from "../../lib/mail-layout";
import type { MailMessage } from "../../lib/mail-types";

/* The privacy module's mails (decision 0099). */

const day = (at: Date) =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(at);

export function exportReadyEmail(input: { to: string; fullName: string; link: string; expiresAt: Date }): MailMessage {
  const greeting = `Hi ${input.fullName},`;
  const ready = `The copy of your Crewlance data you asked for is ready. Download it while signed in, until ${day(input.expiresAt)}:`;
  return {
    to: input.to,
    subject: "Your Crewlance data is ready",
    text: [
      greeting,
      "",
      ready,
      "",
      input.link,
      "",
      "After that day the file is deleted; you can ask for a new one.",
    ].join("\n"),
    html: emailLayout(
      "Your data is ready",
      `<p>${escapeHtml(greeting)}</p>
      <p>${escapeHtml(ready)}</p>
      <p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#d97706;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Download your data</a></p>
      <p style="color:#78716c">After that day the file is deleted; you can ask for a new one.</p>`,
    ),
  };
}

export const KEPT_AFTER_DELETION =
  "We keep what the law requires: your wallet's ledger entries, invoices and tax records (TDS and TCS, GST invoices) with the name and PAN on them, for as long as the law says: six years from the end of the assessment year (Income-tax Act 1961, section 44AA and Rule 6F) and 72 months from the due date of the year's annual GST return (CGST Act 2017, section 36). Reviews you gave and messages you sent stay for the other party, shown as from “Deleted user”; reports you made and moderation of your account stay as the record of what was decided.";

export function accountDeletedEmail(input: { to: string; fullName: string }): MailMessage {
  const greeting = `Hi ${input.fullName},`;
  const gone =
    "Your Crewlance account was deleted as you asked. Your profile, contact details, sign-in methods, payout methods and files are erased, and you were signed out everywhere.";
  return {
    to: input.to,
    subject: "Your Crewlance account was deleted",
    text: [greeting, "", gone, "", KEPT_AFTER_DELETION, "", "Thank you for working with Crewlance."].join("\n"),
    html: emailLayout(
      "Your account was deleted",
      `<p>${escapeHtml(greeting)}</p>
      <p>${escapeHtml(gone)}</p>
      <p>${escapeHtml(KEPT_AFTER_DELETION)}</p>
      <p style="color:#78716c">Thank you for working with Crewlance.</p>`,
    ),
  };
}
