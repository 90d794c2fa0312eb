import type { MailMessage } from "../../../lib/mail";
import { emailLayout, escapeHtml } from "../../../lib/mail-layout";

/*
 * Two-factor sign-in turned on or off: told by mail, so whoever did it without the owner
 * (with a stolen session) does not go unnoticed (decision 0094).
 */

type Recipient = { to: string; fullName: string; securityLink: string };

/** Where the owner sees their sign-in settings and devices. */
export const SECURITY_PATH = "/account/security";

function changeEmail(recipient: Recipient, subject: string, what: string): MailMessage {
  const greeting = `Hi ${recipient.fullName},`;
  const notYou = "If this was not you, change your password now and check the devices signed in to your account:";
  return {
    to: recipient.to,
    subject,
    text: [greeting, "", what, "", notYou, "", recipient.securityLink].join("\n"),
    html: emailLayout(
      subject,
      `<p>${escapeHtml(greeting)}</p>
      <p>${escapeHtml(what)}</p>
      <p>${escapeHtml(notYou)}<br><a href="${escapeHtml(recipient.securityLink)}">${escapeHtml(recipient.securityLink)}</a></p>`,
    ),
  };
}

export function twoFactorOnEmail(recipient: Recipient): MailMessage {
  return changeEmail(
    recipient,
    "Two-factor sign-in was turned on",
    "Two-factor sign-in was turned on for your Crewlance account: signing in now also asks for a code from your authenticator app or one of your recovery codes.",
  );
}

export function twoFactorOffEmail(recipient: Recipient): MailMessage {
  return changeEmail(
    recipient,
    "Two-factor sign-in was turned off",
    "Two-factor sign-in was turned off for your Crewlance account: signing in no longer asks for a code from your authenticator app.",
  );
}
