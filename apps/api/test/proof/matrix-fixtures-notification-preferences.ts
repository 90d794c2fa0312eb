import { signUnsubscribeToken } from "../../src/modules/notifications/unsubscribe-token";
import type { Fixture } from "./matrix-fixtures";

/*
 * The authorization matrix's rows for notification preferences (decision 0104): the settings are
 * the caller's own; an unsubscribe link's token is its only authority, whoever sends it.
 */

const unsubscribeLink: Fixture = async (kit) => {
  const person = await kit.user("FREELANCER");
  const token = signUnsubscribeToken(kit.app.ctx.config.jwtSecret, person.user.id, { kind: "digest" });
  return { query: `token=${encodeURIComponent(token)}` };
};

export const NOTIFICATION_PREFERENCE_FIXTURES: Record<string, Fixture> = {
  "PATCH /api/notification-preferences": async () => ({
    json: { changes: [{ group: "teams", channel: "email", enabled: false }], digest: "weekly" },
  }),
  "GET /api/unsubscribe": unsubscribeLink,
  "POST /api/unsubscribe": unsubscribeLink,
};
