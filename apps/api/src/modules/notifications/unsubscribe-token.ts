import { createHmac } from "node:crypto";
import { NOTIFICATION_GROUPS, type TNotificationGroup } from "@crewlance/contracts/notification-groups";
import { isEssential, type TUnsubscribeScope } from "@crewlance/contracts/notification-preferences";
import { purposeKey, safeEqual } from "../../lib/crypto";

/*
 * The token an unsubscribe link carries (decision 0104): who and what, signed with a key derived
 * from the server's secret for this purpose only, so it works without signing in, does nothing
 * but turn off that one kind of mail, and cannot be made or changed without the secret. It has
 * no expiry: a mail read months later must still let its reader stop the next ones.
 */

const PURPOSE = "notification-unsubscribe";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function scopeCode(scope: TUnsubscribeScope): string {
  return scope.kind === "digest" ? "digest" : `email:${scope.group}`;
}

function scopeOf(code: string): TUnsubscribeScope | null {
  if (code === "digest") return { kind: "digest" };
  const group = code.startsWith("email:") ? code.slice("email:".length) : "";
  if (!(NOTIFICATION_GROUPS as readonly string[]).includes(group)) return null;
  // Essential mail has no link, so a token for it was never made by us.
  if (isEssential(group as TNotificationGroup, "email")) return null;
  return { kind: "group_email", group: group as TNotificationGroup };
}

function signature(secret: string, payload: string): string {
  return createHmac("sha256", purposeKey(secret, PURPOSE)).update(payload).digest("base64url");
}

export function signUnsubscribeToken(secret: string, userId: string, scope: TUnsubscribeScope): string {
  const payload = Buffer.from(`${userId}|${scopeCode(scope)}`).toString("base64url");
  return `${payload}.${signature(secret, payload)}`;
}

/** The person and scope of a genuine token; null for anything forged, changed or malformed. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; scope: TUnsubscribeScope } | null {
  const [payload, given, ...rest] = token.split(".");
  if (!payload || !given || rest.length > 0) return null;
  if (!safeEqual(given, signature(secret, payload))) return null;
  const [userId, code, ...more] = Buffer.from(payload, "base64url").toString("utf8").split("|");
  if (!userId || !code || more.length > 0 || !UUID.test(userId)) return null;
  const scope = scopeOf(code);
  return scope ? { userId, scope } : null;
}
