import type { MailMessage } from "../../lib/mail";

/* The support emails: a ticket received, and an answer from support. Plain text and HTML. */

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
    html: layout(
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
    html: layout(
      `Support answered request #${input.number}`,
      `<p>${escapeHtml(greeting)}</p>
      <p>Crewlance support answered your request <strong>${escapeHtml(input.subject)}</strong>:</p>
      <div style="border-left:3px solid #d97706;padding-left:12px;margin:16px 0">${paragraphsHtml(input.reply)}</div>
      <p><a href="${escapeHtml(input.link)}">Read the conversation or reply</a></p>`,
    ),
  };
}
