import type { AppContext } from "../../context";
import type { notifications } from "../../db/schema/notifications";
import { emailLayout, escapeHtml } from "../../lib/mail-layout";
import type { MailMessage } from "../../lib/mail-types";
import { DIGEST_MAX_ITEMS, type DigestContent } from "./digest-content";
import type { Recipient } from "./recipients";
import { unsubscribePartsFor } from "./unsubscribe-links";

type NotificationRow = typeof notifications.$inferSelect;
type Item = { title: string; body: string; url: string };

function itemsOf(ctx: AppContext, rows: readonly NotificationRow[]): Item[] {
  return rows.map((row) => ({
    title: row.title,
    body: row.body,
    url: `${ctx.config.appUrl}${row.link ?? "/notifications"}`,
  }));
}

function textSection(heading: string, items: readonly Item[]): string[] {
  if (items.length === 0) return [];
  return [heading, "", ...items.flatMap((item) => [`- ${item.title}`, `  ${item.body}`, `  ${item.url}`]), ""];
}

function htmlSection(heading: string, items: readonly Item[]): string {
  if (items.length === 0) return "";
  const entries = items
    .map(
      (item) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(item.url)}" style="color:#b45309;font-weight:bold">${escapeHtml(item.title)}</a><br><span style="color:#44403c">${escapeHtml(item.body)}</span></li>`,
    )
    .join("");
  return `<h2 style="margin:0 0 8px;font-size:16px">${escapeHtml(heading)}</h2><ul style="margin:0 0 24px;padding-left:20px">${entries}</ul>`;
}

/** The digest: alert matches first (they were held for it), then what is still unread. */
export function digestEmail(
  ctx: AppContext,
  input: { userId: string; to: Recipient; content: DigestContent; frequency: "daily" | "weekly" },
): MailMessage {
  const alerts = itemsOf(ctx, input.content.alertMatches.slice(0, DIGEST_MAX_ITEMS));
  const unread = itemsOf(ctx, input.content.unread.slice(0, Math.max(0, DIGEST_MAX_ITEMS - alerts.length)));
  const total = input.content.alertMatches.length + input.content.unread.length;
  const more = total - alerts.length - unread.length;
  const unsubscribe = unsubscribePartsFor(ctx, input.userId, { kind: "digest" });
  const preferencesUrl = `${ctx.config.appUrl}/settings/notifications`;
  const period = input.frequency === "weekly" ? "weekly" : "daily";
  const title = `Your ${period} Crewlance digest`;
  const alertsHeading = "New tasks matching your saved searches";
  const unreadHeading = "Unread notifications";
  const moreLine = more > 0 ? `And ${more} more: ${ctx.config.appUrl}/notifications` : "";
  const text = [
    `Hi ${input.to.fullName},`,
    "",
    ...textSection(alertsHeading, alerts),
    ...textSection(unreadHeading, unread),
    ...(moreLine ? [moreLine, ""] : []),
    `Stop the ${period} digest: ${unsubscribe.pageUrl}`,
    `Choose what we send you: ${preferencesUrl}`,
  ].join("\n");
  const html = emailLayout(
    title,
    `<p style="margin:0 0 16px">Hi ${escapeHtml(input.to.fullName)},</p>
      ${htmlSection(alertsHeading, alerts)}${htmlSection(unreadHeading, unread)}${
        more > 0
          ? `<p style="margin:0 0 24px"><a href="${escapeHtml(`${ctx.config.appUrl}/notifications`)}" style="color:#b45309">And ${more} more</a></p>`
          : ""
      }
      <p style="margin:0;font-size:13px;color:#57534e"><a href="${escapeHtml(unsubscribe.pageUrl)}" style="color:#57534e">Stop the ${period} digest</a> · <a href="${escapeHtml(preferencesUrl)}" style="color:#57534e">Choose what we send you</a></p>`,
  );
  const count = total === 1 ? "1 new thing" : `${total} new things`;
  return { to: input.to.email, subject: `${title}: ${count}`, text, html, headers: unsubscribe.headers };
}
