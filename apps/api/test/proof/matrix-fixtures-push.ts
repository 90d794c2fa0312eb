import { randomUUID } from "node:crypto";
import { makeSubscriberKeys } from "../push-service";
import type { Fixture } from "./matrix-fixtures";

/*
 * The authorization matrix's rows for push devices (decision 0105). The endpoints are under
 * .invalid, a name that never resolves, so no push ever leaves the matrix's app.
 */

function subscription() {
  const keys = makeSubscriberKeys();
  return {
    endpoint: `https://push.example.invalid/send/${randomUUID()}`,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  };
}

export const PUSH_FIXTURES: Record<string, Fixture> = {
  "POST /api/push/subscriptions": async () => ({ json: subscription() }),
  "DELETE /api/push/subscriptions": async (kit) => {
    const owner = await kit.user("FREELANCER");
    const made = subscription();
    await kit.as(owner, "POST", "/api/push/subscriptions", made);
    return { json: { endpoint: made.endpoint }, owner };
  },
};
