import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, type Session } from "./helpers/auth";
import { chatFreelancer, directConversationThroughApi } from "./helpers/chat";
import {
  DEVICE_NAMES,
  DEVICES,
  type Device,
  pageFor,
  picturesInBothThemes,
  pictureWithAxe,
} from "./helpers/device-pages";
import type { Theme } from "./helpers/theme";

/*
 * Trust and safety from the admin's and the affected person's side (decision 0092): a message that
 * asks for payment by UPI outside Crewlance is reported, hidden and its sender restricted; the sender
 * reads why and appeals; a second admin restores them; a suspended person reads why on sign-in.
 */

const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });
const SECOND_ADMIN = "admin2@crewlance.dev";
const UPI_MESSAGE = "Pay the 5000 on my UPI ravi.k@okaxis directly, outside Crewlance, and skip the fees.";

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/** The newest message of a conversation, by its sender. */
async function messageId(request: APIRequestContext, viewer: Session, conversationId: string): Promise<string> {
  const page = await dataOf<{ items: Array<{ id: string; body: string }> }>(
    await request.get(`/api/chat/conversations/${conversationId}/messages`, { headers: auth(viewer) }),
  );
  const found = page.items.find((message) => message.body === UPI_MESSAGE);
  expect(found, "the UPI message").toBeTruthy();
  return found?.id ?? "";
}

async function pictures(browser: Browser, baseURL: string | undefined, session: Session, path: string, name: string) {
  for (const device of DEVICE_NAMES) {
    const page = await pageFor(browser, baseURL, device, "light", session);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await picturesInBothThemes(page, `safety-${name}-${device}`);
    await page.context().close();
  }
}

test("a reported UPI message is hidden, its sender restricted, appeals and is restored by a second admin", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const reporter = await chatFreelancer(request, "Asha Rao");
  const sender = await chatFreelancer(request, "Ravi Kumar");
  const conversationId = await directConversationThroughApi(request, sender, reporter, [
    { by: sender, body: UPI_MESSAGE },
  ]);
  const itemId = await messageId(request, reporter, conversationId);
  const reported = await request.post("/api/safety/reports", {
    headers: auth(reporter),
    data: { itemKind: "MESSAGE", itemId, reason: "OFF_PLATFORM", details: "He wants the money outside escrow." },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  // The first admin finds it in the queue and reads it in its context.
  const admin = await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD);
  const adminPage = await pageFor(browser, baseURL, "desktop", "light", admin);
  await adminPage.goto(`/admin/moderation/items/MESSAGE/${itemId}`);
  await expect(adminPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(adminPage.locator("[aria-current=true]")).toContainText("ravi.k@okaxis");
  await pictures(browser, baseURL, admin, "/admin/moderation", "queue");
  await pictures(browser, baseURL, admin, `/admin/moderation/items/MESSAGE/${itemId}`, "item");

  // Hide the message, then restrict its sender for 7 days.
  const act = async (page: Page, kind: RegExp, days?: string) => {
    await page.goto(`/admin/moderation/items/MESSAGE/${itemId}`);
    await page.getByRole("radio", { name: kind }).check();
    await page.getByLabel("Rule broken").selectOption("OFF_PLATFORM");
    if (days) await page.getByLabel("For how many days").fill(days);
    await page.getByRole("button", { name: "Continue" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: /^(Hide|Restrict)$/ }).click();
    await expect(page).toHaveURL(/\/admin\/moderation$/);
  };
  await act(adminPage, /^Hide/);
  await act(adminPage, /^Restrict/, "7");

  // The sender reads why on their standing page and appeals.
  const senderPage = await pageFor(browser, baseURL, "desktop", "light", sender);
  await senderPage.goto("/dashboard");
  await expect(senderPage.getByText(/Your account is restricted until/)).toBeVisible();
  await senderPage.getByRole("link", { name: "Account standing" }).click();
  await expect(senderPage.getByRole("heading", { name: "Your account is restricted" })).toBeVisible();
  await pictures(browser, baseURL, sender, "/account/standing", "standing");
  const restriction = senderPage.getByRole("article").filter({ hasText: "Your account was restricted" });
  await restriction.getByLabel("Your appeal").fill("That UPI id was for a refund a client asked me about.");
  await restriction.getByRole("button", { name: "Send appeal" }).click();
  await expect(restriction.getByText("Appeal waiting")).toBeVisible();

  // The admin who acted may not decide; the second admin overturns.
  await adminPage.goto("/admin/moderation/appeals");
  const mine = adminPage.getByRole("article").filter({ hasText: "Ravi Kumar" }).first();
  await expect(mine.getByText("Another admin must decide this appeal.")).toBeVisible();
  await expect(mine.getByRole("button", { name: "Overturn" })).toBeDisabled();
  const second = await loginThroughApi(request, SECOND_ADMIN, DEMO_PASSWORD);
  await pictures(browser, baseURL, second, "/admin/moderation/appeals", "appeals");
  const secondPage = await pageFor(browser, baseURL, "desktop", "light", second);
  await secondPage.goto("/admin/moderation/appeals");
  const theirs = secondPage.getByRole("article").filter({ hasText: "Ravi Kumar" }).first();
  await theirs.getByLabel("Note to the person").fill("A refund to a client's own UPI is not a deal outside Crewlance.");
  await theirs.getByRole("button", { name: "Overturn" }).click();
  await expect(theirs).toHaveCount(0);

  await senderPage.goto("/account/standing");
  await expect(senderPage.getByRole("heading", { name: "Your account is in good standing" })).toBeVisible();
  await expect(senderPage.getByText("Appeal overturned")).toBeVisible();

  // The reporter's report is closed.
  const mineReports = await dataOf<{ items: Array<{ itemId: string; status: string }> }>(
    await request.get("/api/safety/reports", { headers: auth(reporter) }),
  );
  expect(mineReports.items.find((report) => report.itemId === itemId)?.status).toBe("ACTIONED");
});

test("a suspended person signing in reads why and can appeal", async ({ browser, request, baseURL }) => {
  test.setTimeout(240_000);
  // An onboarded freelancer: the queue describes a person by their profile.
  const person = await chatFreelancer(request, "Vikram Das");
  const email = person.user.email;
  // Moderation acts on what was reported: a client reports him first.
  const client = await chatFreelancer(request, "Neha Joshi");
  const reported = await request.post("/api/safety/reports", {
    headers: auth(client),
    data: { itemKind: "USER", itemId: person.user.id, reason: "SCAM_FRAUD", details: "He sent fake invoices." },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const admin = await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD);
  const suspended = await request.post("/api/admin/moderation/actions", {
    headers: auth(admin),
    data: { itemKind: "USER", itemId: person.user.id, kind: "SUSPEND", rule: "SCAM_FRAUD", note: "Fake invoices." },
  });
  expect(suspended.status(), await suspended.text()).toBe(201);

  for (const device of Object.keys(DEVICES) as Device[]) {
    for (const theme of ["light", "dark"] as Theme[]) {
      const context = await browser.newContext({ baseURL, ...DEVICES[device], colorScheme: theme });
      const page = await context.newPage();
      await page.addInitScript((value) => localStorage.setItem("crewlance-theme", JSON.stringify(value)), theme);
      await page.goto("/auth/login");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill("Chat-Pass-1234");
      await page.getByRole("button", { name: /^sign in$/i }).click();
      await expect(page.getByRole("heading", { name: "Your account is suspended" })).toBeVisible();
      await expect(page.getByRole("link", { name: "No scams or fraud" })).toBeVisible();
      await pictureWithAxe(page, `safety-suspended-sign-in-${device}-${theme}`);
      await context.close();
    }
  }
});
