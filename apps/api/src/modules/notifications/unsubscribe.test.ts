import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { type SmtpReceiver, startSmtpReceiver } from "../../../test/smtp-receiver";
import { createUser, type TestUser } from "../../../test/users";
import { createNotification } from "./service";
import { signUnsubscribeToken } from "./unsubscribe-token";

/*
 * One-click unsubscribe (decision 0104, RFC 8058): the mail's List-Unsubscribe address works
 * without signing in, only for what it names, and nothing else is accepted in its place.
 */

let t: TestApp;
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function teamNote(person: TestUser, title: string) {
  return createNotification(t.app.ctx, {
    userId: person.user.id,
    type: "TEAM_INVITATION_RECEIVED",
    title,
    body: "Asha invited you to join.",
    link: "/teams",
  });
}

async function preferencesOf(person: TestUser) {
  const res = await t.app.inject({ method: "GET", url: "/api/notification-preferences", headers: person.authHeader });
  return res.json().data;
}

const path = (url: string) => url.slice(t.config.appUrl.length);

describe("the List-Unsubscribe header", () => {
  it("turns the group's email off with the mail client's one-click POST, without signing in", async () => {
    const person = await createUser(t.app);
    await teamNote(person, "Join Team Kite");
    const mail = await smtp.waitFor((m) => m.to.includes(person.user.email) && m.subject === "Join Team Kite");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const address = /^<(.+)>$/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1];
    expect(address).toMatch(/^http:\/\/.+\/api\/unsubscribe\?token=/);

    const res = await t.app.inject({
      method: "POST",
      url: path(address!),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.json().data).toMatchObject({ kind: "group_email", group: "teams" });
    const teams = (await preferencesOf(person)).groups.find((g: { group: string }) => g.group === "teams");
    expect(teams.channels).toEqual({ in_app: true, email: false, push: true });

    await teamNote(person, "Join Team Owl");
    await t.app.ctx.mailer.drain();
    expect(smtp.messages.filter((m) => m.to.includes(person.user.email)).map((m) => m.subject)).toEqual([
      "Join Team Kite",
    ]);
    // Twice is fine: a mail client may retry.
    const again = await t.app.inject({
      method: "POST",
      url: path(address!),
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(again.statusCode).toBe(200);
  });
});

describe("the unsubscribe page's calls", () => {
  it("says what a link turns off, then turns it off from the page's JSON POST", async () => {
    const person = await createUser(t.app);
    const token = signUnsubscribeToken(t.config.jwtSecret, person.user.id, { kind: "digest" });
    const preview = await t.app.inject({ method: "GET", url: `/api/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers["cache-control"]).toContain("no-store");
    expect(preview.json().data).toEqual({
      kind: "digest",
      group: null,
      description: "The daily or weekly digest email",
    });
    expect((await preferencesOf(person)).digest).toBe("daily");
    const res = await t.app.inject({ method: "POST", url: "/api/unsubscribe", payload: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("The daily or weekly digest email: turned off.");
    expect((await preferencesOf(person)).digest).toBe("off");
  });
});

describe("tokens that are not ours, or not for this", () => {
  it("refuses forged, changed, foreign and other-purpose tokens with a sentence", async () => {
    const person = await createUser(t.app);
    const stranger = await createUser(t.app);
    const genuine = signUnsubscribeToken(t.config.jwtSecret, person.user.id, { kind: "group_email", group: "alerts" });
    const [payload, signature] = genuine.split(".");
    const strangersPayload = Buffer.from(`${stranger.user.id}|email:alerts`).toString("base64url");
    const candidates = [
      `${payload}.${signature!.slice(0, -1)}${signature!.endsWith("A") ? "B" : "A"}`,
      `${strangersPayload}.${signature}`,
      signUnsubscribeToken("another server's secret", person.user.id, { kind: "digest" }),
      // Essential mail never carries a link, so no genuine token names it.
      signUnsubscribeToken(t.config.jwtSecret, person.user.id, { kind: "group_email", group: "account_security" }),
      // A sign-in token is no unsubscribe token.
      person.token,
      "not-a-token",
    ];
    for (const token of candidates) {
      const res = await t.app.inject({ method: "POST", url: "/api/unsubscribe", payload: { token } });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().message).toMatch(/^This unsubscribe link is not valid\./);
      const get = await t.app.inject({ method: "GET", url: `/api/unsubscribe?token=${encodeURIComponent(token)}` });
      expect(get.statusCode).toBe(400);
    }
    const none = await t.app.inject({ method: "POST", url: "/api/unsubscribe", payload: {} });
    expect(none.statusCode).toBe(400);
    // And an unsubscribe token signs no one in.
    const asBearer = await t.app.inject({
      method: "GET",
      url: "/api/notification-preferences",
      headers: { authorization: `Bearer ${genuine}` },
    });
    expect(asBearer.statusCode).toBe(401);
    const alerts = (await preferencesOf(person)).groups.find((g: { group: string }) => g.group === "alerts");
    expect(alerts.channels.email).toBe(true);
  });
});
