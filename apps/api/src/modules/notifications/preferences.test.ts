import { ESSENTIAL_REASON } from "@crewlance/contracts/notification-preferences";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { deleteAccountAs, userWithPassword } from "../../../test/privacy";
import { type SmtpReceiver, startSmtpReceiver } from "../../../test/smtp-receiver";
import { createUser, type TestUser } from "../../../test/users";
import { mailQueue } from "../../db/schema/mail-queue";
import { notificationDigests, notificationPreferences, notifications } from "../../db/schema/notifications";
import { TEST_PASSWORD } from "../auth/testing";
import { notificationDataOf } from "./account-data";
import { type DeliverableNotification, registerNotificationChannel } from "./channels";
import { createNotification, createNotifications } from "./service";

/*
 * Preferences per group and channel (decision 0104). The test puts a recording sender in the push
 * module's place to see what that channel is handed; push/push.test.ts follows the same switches
 * through the real push queue to a local push service.
 */

let t: TestApp;
let smtp: SmtpReceiver;
let me: TestUser;
const pushed: DeliverableNotification[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ smtpUrl: smtp.url });
  registerNotificationChannel("push", async (_ctx, notes) => {
    pushed.push(...notes);
  });
  me = await createUser(t.app, { fullName: "Meera Iyer" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function call(method: "GET" | "PATCH", user: TestUser | null, payload?: object) {
  return t.app.inject({ method, url: "/api/notification-preferences", headers: user?.authHeader, payload });
}
const mailsTo = (user: TestUser) => t.app.ctx.db.select().from(mailQueue).where(eq(mailQueue.to, user.user.email));
/** What reached the SMTP server for a person, once every queued mail has been tried. */
async function receivedBy(user: TestUser) {
  await t.app.ctx.mailer.drain();
  return smtp.messages.filter((mail) => mail.to.includes(user.user.email));
}

describe("GET /api/notification-preferences", () => {
  it("answers every group on every channel, the digest daily and India's time zone by default", async () => {
    const res = await call("GET", me);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    const data = res.json().data;
    expect(data.digest).toBe("daily");
    expect(data.timeZone).toBe("Asia/Kolkata");
    expect(data.groups).toHaveLength(7);
    for (const group of data.groups) expect(group.channels).toEqual({ in_app: true, email: true, push: true });
    const essential = data.groups
      .filter((group: { essential: boolean }) => group.essential)
      .map((g: { group: string }) => g.group);
    expect(essential).toEqual(["projects_money", "account_security"]);
  });

  it("is for signed-in people only", async () => {
    expect((await call("GET", null)).statusCode).toBe(401);
    expect((await call("PATCH", null, { digest: "off" })).statusCode).toBe(401);
  });
});

describe("PATCH /api/notification-preferences", () => {
  it("stores only the switches changed, and the digest", async () => {
    const res = await call("PATCH", me, {
      changes: [
        { group: "teams", channel: "email", enabled: false },
        { group: "alerts", channel: "push", enabled: false },
      ],
      digest: "weekly",
    });
    expect(res.statusCode, res.body).toBe(200);
    const teams = res.json().data.groups.find((g: { group: string }) => g.group === "teams");
    expect(teams.channels).toEqual({ in_app: true, email: false, push: true });
    expect(res.json().data.digest).toBe("weekly");
    const stored = await t.app.ctx.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, me.user.id));
    expect(stored).toHaveLength(2);
  });

  it("refuses turning off security or money in the app or by email, with the reason on the field", async () => {
    for (const channel of ["email", "in_app"]) {
      const res = await call("PATCH", me, { changes: [{ group: "account_security", channel, enabled: false }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: "changes.0.enabled", message: ESSENTIAL_REASON }]);
    }
    const money = await call("PATCH", me, { changes: [{ group: "projects_money", channel: "email", enabled: false }] });
    expect(money.statusCode).toBe(400);
    // Their push can be turned off.
    const push = await call("PATCH", me, { changes: [{ group: "projects_money", channel: "push", enabled: false }] });
    expect(push.statusCode).toBe(200);
    const res = await call("PATCH", me, { changes: [{ group: "money", channel: "email", enabled: false }] });
    expect(res.statusCode).toBe(400);
    expect((await call("PATCH", me, { digest: "hourly" })).json().errors[0].message).toBe(
      "Choose off, daily or weekly.",
    );
  });
});

describe("what each channel is handed", () => {
  it("mails and pushes only the groups a person wants; essential mail always goes", async () => {
    const other = await createUser(t.app);
    const third = await createUser(t.app);
    await t.app.inject({
      method: "PATCH",
      url: "/api/notification-preferences",
      headers: other.authHeader,
      payload: {
        changes: [
          { group: "teams", channel: "email", enabled: false },
          { group: "teams", channel: "push", enabled: false },
        ],
      },
    });
    pushed.length = 0;
    await createNotifications(t.app.ctx, [
      { userId: other.user.id, type: "TEAM_INVITATION_RECEIVED", title: "Join Team Kite", body: "Asha invited you." },
      { userId: third.user.id, type: "TEAM_INVITATION_RECEIVED", title: "Join Team Owl", body: "Ravi invited you." },
      { userId: other.user.id, type: "MILESTONE_APPROVED", title: "Milestone approved", body: "₹5,000 released." },
    ]);
    const toOther = await receivedBy(other);
    expect(toOther.map((mail) => mail.subject)).toEqual(["Milestone approved"]);
    // Essential mail has no unsubscribe headers: it cannot be turned off.
    expect(toOther[0]!.headers["list-unsubscribe"]).toBeUndefined();
    const toThird = await receivedBy(third);
    expect(toThird.map((mail) => mail.subject)).toEqual(["Join Team Owl"]);
    expect(toThird[0]!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(toThird[0]!.headers["list-unsubscribe"]).toMatch(/^<http.*\/api\/unsubscribe\?token=[^>]+>$/);
    expect(toThird[0]!.text).toContain("/unsubscribe?token=");
    expect(toThird[0]!.html).toContain("Turn these emails off");
    expect(pushed.map((note) => `${note.userId === third.user.id ? "third" : "other"}:${note.title}`).sort()).toEqual([
      "other:Milestone approved",
      "third:Join Team Owl",
    ]);
  });

  it("keeps a notification whose group is off in the app already read: no badge, still mailed", async () => {
    const quiet = await createUser(t.app);
    await t.app.inject({
      method: "PATCH",
      url: "/api/notification-preferences",
      headers: quiet.authHeader,
      payload: { changes: [{ group: "collaborations", channel: "in_app", enabled: false }] },
    });
    const view = await createNotification(t.app.ctx, {
      userId: quiet.user.id,
      type: "COLLABORATION_RECEIVED",
      title: "An offer from Kite Labs",
      body: "A 3-week project.",
    });
    expect(view.isRead).toBe(true);
    const count = await t.app.inject({ method: "GET", url: "/api/notifications/new", headers: quiet.authHeader });
    expect(count.json().data.count).toBe(0);
    expect((await mailsTo(quiet)).map((mail) => mail.subject)).toEqual(["An offer from Kite Labs"]);
  });

  it("leaves direct messages to chat's own mail", async () => {
    const reader = await createUser(t.app);
    await createNotification(t.app.ctx, {
      userId: reader.user.id,
      type: "DIRECT_MESSAGE",
      title: "New message",
      body: "Hi",
    });
    expect(await mailsTo(reader)).toHaveLength(0);
  });
});

describe("the time zone", () => {
  it("is set on the account, checked against the zones Intl knows", async () => {
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/user",
      headers: me.authHeader,
      payload: { timeZone: "Mars/Olympus" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: "timeZone", message: "Choose a time zone from the list." });
    const good = await t.app.inject({
      method: "PUT",
      url: "/api/user",
      headers: me.authHeader,
      payload: { timeZone: "America/New_York" },
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.timeZone).toBe("America/New_York");
    expect((await call("GET", me)).json().data.timeZone).toBe("America/New_York");
  });
});

describe("your data and account deletion", () => {
  it("exports the switches and the digest, and deletion removes them", async () => {
    const person = await userWithPassword(t.app);
    await t.app.inject({
      method: "PATCH",
      url: "/api/notification-preferences",
      headers: person.authHeader,
      payload: { changes: [{ group: "alerts", channel: "email", enabled: false }], digest: "off" },
    });
    const part = await notificationDataOf(t.app.ctx, person.user.id);
    expect(part.data.notificationPreferences).toMatchObject([{ group: "alerts", channel: "email", enabled: false }]);
    expect(part.data.digest).toMatchObject({ frequency: "off" });
    const res = await deleteAccountAs(t.app, person, { password: TEST_PASSWORD, confirmation: "DELETE" });
    expect(res.statusCode, res.body).toBe(200);
    const left = [
      ...(await t.app.ctx.db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, person.user.id))),
      ...(await t.app.ctx.db.select().from(notificationDigests).where(eq(notificationDigests.userId, person.user.id))),
      ...(await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, person.user.id))),
    ];
    expect(left).toEqual([]);
  });
});
