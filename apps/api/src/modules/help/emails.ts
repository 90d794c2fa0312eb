import type { MailMessage } from "../../lib/mail";
import { emailLayout, escapeHtml } from "../../lib/mail-layout";

/* The support emails: a ticket received, and an answer from support. Plain text and HTML. */

const paragraphsHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p style="white-space:pre-wrap">${escapeHtml(part)}</p>`)
    .join("");

type TicketMail = { to: string; fullName: string; number: number; subject: string; link: string };

export function ticketReceivedEmail(input: TicketMail): MailMessage {
  const greeting = `Hi ${input.fullName},`;
  const reference = `Request #${input.number}`;
  return {
    to: input.to,
    subject: `We received your request #${input.number}: ${input.subject}`,
    text: [
      greeting,
      "",
      `Thank you for contacting Crewlance support. We received your request "${input.subject}" (${reference}) and will answer it by email and in the help center under 'My requests':`,
      "",
      input.link,
    ].join("\n"),
    html: emailLayout(
      "We received your request",
      `<p>${escapeHtml(greeting)}</p>
      <p>Thank you for contacting Crewlance support. We received your request <strong>${escapeHtml(input.subject)}</strong> (${reference}).</p>
      <p>We will answer it by email and in the help center under 'My requests'.</p>
      <p><a href="${escapeHtml(input.link)}">Open my requests</a></p>`,
    ),
  };
}

export function ticketAnsweredEmail(input: TicketMail & { reply: string }): MailMessage {
  const greeting = `Hi ${input.fullName},`;
  return {
    to: input.to,
    subject: `Re: ${input.subject} (request #${input.number})`,
    text: [
      greeting,
      "",
      "Crewlance support answered your request:",
      "",
      input.reply,
      "",
      `Read the whole conversation or reply in the help center under 'My requests': ${input.link}`,
    ].join("\n"),
    html: emailLayout(
      `Support answered request #${input.number}`,
      `<p>${escapeHtml(greeting)}</p>
      <p>Crewlance support answered your request <strong>${escapeHtml(input.subject)}</strong>:</p>
      <div style="border-left:3px solid #d97706;padding-left:12px;margin:16px 0">${paragraphsHtml(input.reply)}</div>
      <p><a href="${escapeHtml(input.link)}">Read the conversation or reply</a></p>`,
    ),
  };
}
