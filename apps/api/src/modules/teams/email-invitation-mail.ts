import type { MailMessage } from "../../lib/mail";
import { emailLayout, escapeHtml } from "../../lib/mail-layout";

/* The mail to an address nobody uses on Crewlance yet: a team wants that person (decision 0097). */
export function teamEmailInvitationMail(input: {
  to: string;
  inviterName: string;
  teamName: string;
  signUpLink: string;
  days: number;
}): MailMessage {
  const subject = `${input.inviterName} invited you to join ${input.teamName} on Crewlance`;
  const why = `Sign up as a freelancer with this email address (${input.to}) and verify it: the invitation waits for you in Teams for ${input.days} days.`;
  return {
    to: input.to,
    subject,
    text: [`${subject}.`, "", why, "", input.signUpLink].join("\n"),
    html: emailLayout(
      "You are invited to a team",
      `<p>${escapeHtml(subject)}.</p>
      <p>${escapeHtml(why)}</p>
      <p><a href="${escapeHtml(input.signUpLink)}">Sign up on Crewlance</a></p>`,
    ),
  };
}
