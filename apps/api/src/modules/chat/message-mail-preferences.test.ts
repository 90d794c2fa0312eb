import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { type SmtpReceiver, startSmtpReceiver } from "../../../test/smtp-receiver";
import { createUser, type TestUser } from "../../../test/users";
import { openDirect, sendText } from "./testing";

/*
 * Chat's own message mail (at most one an hour per conversation) follows the person's
 * messages × email switch and carries the one-click unsubscribe headers (decision 0104).
 */

let t: TestApp;
let smtp: SmtpReceiver;
let asha: TestUser;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ smtpUrl: smtp.url });
  asha = await createUser(t.app, { role: "COMPANY", fullName: "Asha Rao" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function mailsTo(person: TestUser) {
  await t.app.ctx.mailer.drain();
  return smtp.messages.filter((mail) => mail.to.includes(person.user.email));
}

describe("the mail of a direct message to someone away", () => {
  it("carries List-Unsubscribe for messages, and its link turns that mail off", async () => {
    const away = await createUser(t.app);
    const id = await openDirect(t.app, asha, away);
    await sendText(t.app, asha, id, "Are you there?");
    const [mail] = await mailsTo(away);
    expect(mail?.subject).toBe("New messages from Asha Rao on Crewlance");
    expect(mail?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.text).toMatch(/Stop these emails: http\S+\/unsubscribe\?token=/);
    const address = /^<(.+)>$/.exec(mail?.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
    const res = await t.app.inject({
      method: "POST",
      url: address.slice(t.config.appUrl.length),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: "group_email", group: "messages" });
  });

  it("is not sent when the person turned messages by email off", async () => {
    const away = await createUser(t.app);
    const off = await t.app.inject({
      method: "PATCH",
      url: "/api/notification-preferences",
      headers: away.authHeader,
      payload: { changes: [{ group: "messages", channel: "email", enabled: false }] },
    });
    expect(off.statusCode, off.body).toBe(200);
    const id = await openDirect(t.app, asha, away);
    await sendText(t.app, asha, id, "Hello?");
    expect(await mailsTo(away)).toEqual([]);
  });
});
