import { type APIRequestContext, expect, test } from "@playwright/test";
import { type SmtpReceiver, startSmtpReceiver } from "../apps/api/test/smtp-receiver";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, type Session } from "./helpers/auth";
import { DEVICE_NAMES, DEVICES, pageFor, picturesInBothThemes } from "./helpers/device-pages";
import { runOwnServer } from "./helpers/own-server";
import { PREFS_BASE_URL, PREFS_SERVER, PREFS_SMTP_PORT } from "./helpers/prefs";
import { chooseTheme } from "./helpers/theme";

// Notification preferences (decision 0104), on their own server whose clock moves and whose mail
// goes to this journey's SMTP receiver: the demo freelancer turns team emails off on
// /settings/notifications (desktop and phone, light and dark); then a message waits unread, the
// clock reaches 09:00 in India, the daily digest arrives by SMTP with its List-Unsubscribe
// headers, and its link, opened in a browser signed in nowhere, turns the digest off.

test.use({ baseURL: PREFS_BASE_URL });

let smtp: SmtpReceiver;
test.beforeAll(async () => {
  smtp = await startSmtpReceiver({ port: PREFS_SMTP_PORT });
});
test.afterAll(async () => {
  await smtp?.close();
});
// After the receiver: the server's demo seed mails as it starts.
runOwnServer(PREFS_SERVER);

/** India is UTC+05:30 all year. */
const INDIA_OFFSET_MS = 330 * 60_000;

function nextNineInIndia(now: Date): Date {
  const local = new Date(now.getTime() + INDIA_OFFSET_MS);
  let nine = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 9) - INDIA_OFFSET_MS;
  if (nine <= now.getTime()) nine += 86_400_000;
  return new Date(nine);
}

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/** Moves the server's clock (and runs its sweeps, the digest's among them); its new now. */
async function moveClock(request: APIRequestContext, ms: number): Promise<Date> {
  return new Date(
    (await dataOf<{ now: string }>(await request.post("/api/dev/clock", { data: { advanceMs: ms } }))).now,
  );
}

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

test("a freelancer turns team emails off; security and money stay on", async ({ browser, baseURL, request }) => {
  test.setTimeout(300_000);
  const freelancer = await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD);
  // From the defaults, whatever an earlier try of this journey left on its server.
  await dataOf(
    await request.patch("/api/notification-preferences", {
      headers: bearer(freelancer),
      data: { changes: [{ group: "teams", channel: "email", enabled: true }], digest: "daily" },
    }),
  );
  for (const device of DEVICE_NAMES) {
    const page = await pageFor(browser, baseURL, device, "light", freelancer);
    if (device === "desktop") {
      await page.goto("/profile");
      await page.getByRole("link", { name: "Notifications: what we send you, and when" }).click();
    } else {
      await page.goto("/settings/notifications");
    }
    await expect(page.getByRole("heading", { name: "Notification settings" })).toBeVisible();
    const locked = page.getByRole("switch", { name: "Account and security: Email" });
    await expect(locked).toBeDisabled();
    await expect(locked).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText("We always tell you about your account's security and your money.")).toBeVisible();
    if (device === "desktop") {
      const teams = page.getByRole("switch", { name: "Teams: Email" });
      await teams.click();
      await expect(teams).toHaveAttribute("aria-checked", "false");
      // The switch turns at once; the toast comes with the server's answer. Once it has come and
      // gone it hides nothing in the picture, nor fades under axe.
      const saved = page.locator("[data-sonner-toast]").filter({ hasText: "Saved." });
      await expect(saved).toBeVisible();
      await expect(saved).toHaveCount(0);
    } else {
      await expect(page.getByRole("switch", { name: "Teams: Email" })).toHaveAttribute("aria-checked", "false");
    }
    await picturesInBothThemes(page, `notification-settings-${device}`);
    await page.context().close();
  }
  const saved = await dataOf<{ groups: Array<{ group: string; channels: { email: boolean } }>; digest: string }>(
    await request.get("/api/notification-preferences", { headers: bearer(freelancer) }),
  );
  expect(saved.groups.find((row) => row.group === "teams")?.channels.email).toBe(false);
  expect(saved.digest).toBe("daily");
});

test("the daily digest arrives at 09:00 in India and its link turns it off without signing in", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const freelancer = await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD);
  const company = await loginThroughApi(request, DEMO.company, DEMO_PASSWORD);
  // The digest on, whatever an earlier try of this journey's link turned off.
  await dataOf(
    await request.patch("/api/notification-preferences", { headers: bearer(freelancer), data: { digest: "daily" } }),
  );
  // A message to a freelancer with no socket open: an unread notification for the digest.
  const conversation = await dataOf<{ id: string }>(
    await request.post("/api/chat/conversations/direct", {
      headers: bearer(company),
      data: { userId: freelancer.user.id },
    }),
  );
  await dataOf(
    await request.post(`/api/chat/conversations/${conversation.id}/messages`, {
      headers: bearer(company),
      data: { clientId: `digest-${Date.now()}`, body: "Could you start on the landing page on Monday?" },
    }),
  );

  const now = await moveClock(request, 0);
  const nine = nextNineInIndia(now);
  await moveClock(request, nine.getTime() - now.getTime() + 60_000);
  const digest = await smtp.waitFor(
    (mail) => mail.to.includes(DEMO.freelancer) && mail.subject.startsWith("Your daily Crewlance digest"),
    30_000,
  );
  expect(digest.text).toContain("Unread notifications");
  expect(digest.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(digest.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost:\d+\/api\/unsubscribe\?token=[^>]+>$/);
  const link = new URL(/Stop the daily digest: (\S+)/.exec(digest.text)?.[1] ?? "");
  expect(link.pathname).toBe("/unsubscribe");

  // The link on a phone, signed in nowhere: it says what it turns off.
  const phone = await (await browser.newContext({ baseURL, ...DEVICES.phone })).newPage();
  await chooseTheme(phone, "light");
  await phone.goto(link.pathname + link.search);
  await expect(phone.getByText("The daily or weekly digest email")).toBeVisible();
  await picturesInBothThemes(phone, "unsubscribe-phone");
  await phone.context().close();

  // On a desktop, signed in nowhere: turned off, with the way back to the settings.
  const desktop = await (await browser.newContext({ baseURL, ...DEVICES.desktop })).newPage();
  await chooseTheme(desktop, "light");
  await desktop.goto(link.pathname + link.search);
  await picturesInBothThemes(desktop, "unsubscribe-desktop");
  await desktop.getByRole("button", { name: "Turn it off" }).click();
  await expect(desktop.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expect(desktop.getByRole("link", { name: "Open your notification settings" })).toBeVisible();
  await picturesInBothThemes(desktop, "unsubscribed-desktop");
  await desktop.context().close();

  const again = await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD);
  const saved = await dataOf<{ digest: string }>(
    await request.get("/api/notification-preferences", { headers: bearer(again) }),
  );
  expect(saved.digest).toBe("off");
});
