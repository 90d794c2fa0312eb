import { ESSENTIAL_REASON, isEssential } from "@crewlance/contracts/notification-preferences";
import type { AppContext } from "../../context";
import { emailLayout, escapeHtml } from "../../lib/mail-layout";
import type { MailMessage } from "../../lib/mail-types";
import { afterCommit } from "../../lib/transaction";
import type { DeliverableNotification } from "./channels";
import { type Recipient, recipientsOf } from "./recipients";
import { unsubscribePartsFor } from "./unsubscribe-links";

/*
 * The email channel (decision 0104): one mail per notification a person wants by email, queued
 * in the transaction that records it. Direct messages are left to chat's own throttled mail
 * (modules/chat/delivery.ts), which already tells of them at most once an hour.
 */

const LEFT_TO_THEIR_MODULE = new Set(["DIRECT_MESSAGE"]);
const WHY_THIS_MAIL = "You get this because email is on for this kind of notification.";

function notificationEmail(ctx: AppContext, to: Recipient, note: DeliverableNotification): MailMessage {
  const url = `${ctx.config.appUrl}${note.link ?? "/notifications"}`;
  const optional = !isEssential(note.group, "email");
  const unsubscribe = optional
    ? unsubscribePartsFor(ctx, note.userId, { kind: "group_email", group: note.group })
    : null;
  const footer = unsubscribe ? `${WHY_THIS_MAIL} Turn it off: ${unsubscribe.pageUrl}` : ESSENTIAL_REASON;
  const text = [`Hi ${to.fullName},`, "", note.title, "", note.body, "", `Open it: ${url}`, "", footer].join("\n");
  const html = emailLayout(
    note.title,
    `<p style="margin:0 0 16px">Hi ${escapeHtml(to.fullName)},</p>
      <p style="margin:0 0 24px">${escapeHtml(note.body)}</p>
      <p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#d97706;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">Open on Crewlance</a></p>
      <p style="margin:0;font-size:13px;color:#57534e">${
        unsubscribe
          ? `${WHY_THIS_MAIL} <a href="${escapeHtml(unsubscribe.pageUrl)}" style="color:#57534e">Turn these emails off</a>.`
          : ESSENTIAL_REASON
      }</p>`,
  );
  return {
    to: to.email,
    subject: note.title,
    text,
    html,
    ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
  };
}

/** The email channel's sender: it receives only notifications whose person wants them by email. */
export async function sendNotificationEmails(ctx: AppContext, notes: DeliverableNotification[]): Promise<void> {
  const mailed = notes.filter((note) => !LEFT_TO_THEIR_MODULE.has(note.type));
  if (mailed.length === 0) return;
  const people = await recipientsOf(
    ctx,
    mailed.map((note) => note.userId),
  );
  const mails = mailed.flatMap((note) => {
    const to = people.get(note.userId);
    return to ? [notificationEmail(ctx, to, note)] : [];
  });
  if (mails.length === 0) return;
  await ctx.mailer.enqueueAll(ctx.db, mails);
  afterCommit(ctx, () => ctx.mailer.kick());
}
