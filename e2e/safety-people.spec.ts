import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, type Session } from "./helpers/auth";
import { chatFreelancer, composer, directConversationThroughApi, thread } from "./helpers/chat";
import { DEVICE_NAMES, pageFor, picturesInBothThemes } from "./helpers/device-pages";
import { onboardedCompany } from "./helpers/projects";

// Trust and safety for people (decision 0092): reporting a message, the off-platform warning and
// notice, a message hidden by moderation, blocking from a direct chat, and /account/safety.

// The first words of OFF_PLATFORM_WARNING and OFF_PLATFORM_NOTICE (packages/contracts/src/off-platform.ts).
const OFF_PLATFORM_WARNING = /^It looks like this asks to talk or pay outside Crewlance\./;
const OFF_PLATFORM_NOTICE = /^Stay protected: pay and get paid only through Crewlance\./;

const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });
const UPI_ASK = "Pay me directly on UPI ravi@okaxis and we skip the Crewlance fee.";
const SPAM = "Buy followers cheap!!! 10,000 followers for 99 rupees, click my profile.";

/** The messages of a direct conversation, by body, as the API stored them. */
async function messageIds(request: APIRequestContext, session: Session, conversationId: string) {
  const response = await request.get(`/api/chat/conversations/${conversationId}/messages`, { headers: auth(session) });
  expect(response.ok(), await response.text()).toBeTruthy();
  const items = ((await response.json()) as { data: { items: Array<{ id: string; body: string }> } }).data.items;
  return new Map(items.map((item) => [item.body, item.id]));
}

async function reportThroughApi(request: APIRequestContext, session: Session, itemId: string, reason: string) {
  const response = await request.post("/api/safety/reports", {
    headers: auth(session),
    data: { itemKind: "MESSAGE", itemId, reason },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const reportDialog = (page: Page) => page.getByRole("dialog", { name: /^Report this message from/ });

test("a company reports a message, is warned before an off-platform ask, blocks a person and sees it all on /account/safety", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const company = await onboardedCompany(request, "safety-company");
  const ravi = await chatFreelancer(request, "Ravi Kumar");
  const meera = await chatFreelancer(request, "Meera Pillai");
  const conversation = await directConversationThroughApi(request, ravi, company, [
    { by: ravi, body: "Hello! I saw your task and I'd love to help with the landing page." },
    { by: ravi, body: SPAM },
    { by: ravi, body: UPI_ASK },
  ]);
  const ids = await messageIds(request, company, conversation);
  // The company reports the spam; an admin hides it, which closes the report as acted on.
  await reportThroughApi(request, company, ids.get(SPAM) ?? "", "SPAM");
  const admin = await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD);
  const hidden = await request.post("/api/admin/moderation/actions", {
    headers: auth(admin),
    data: { itemKind: "MESSAGE", itemId: ids.get(SPAM), kind: "HIDE", rule: "SPAM" },
  });
  expect(hidden.status(), await hidden.text()).toBe(201);
  // Meera is blocked through the API; Ravi is blocked through the chat's header below.
  const blocked = await request.put(`/api/safety/blocks/${meera.user.id}`, { headers: auth(company) });
  expect(blocked.ok(), await blocked.text()).toBeTruthy();

  // The journey, once, on a desktop: report the UPI ask from its menu.
  const page = await pageFor(browser, baseURL, "desktop", "light", company);
  await page.goto(`/chat?c=${conversation}`);
  const upi = thread(page).getByRole("listitem").filter({ hasText: UPI_ASK });
  await expect(upi.getByRole("note")).toHaveText(OFF_PLATFORM_NOTICE);
  await expect(thread(page).getByText("This message was hidden by moderation.")).toBeVisible();
  await expect(thread(page).getByText(SPAM)).toHaveCount(0);
  await upi.getByRole("button", { name: "Message actions for the message from Ravi Kumar" }).press("Enter");
  await page.getByRole("menuitem", { name: "Report" }).press("Enter");
  await reportDialog(page).getByRole("radio", { name: "Asks to pay or talk outside Crewlance" }).check();
  await reportDialog(page).getByLabel("Details (optional)").fill("Asked me to pay by UPI outside Crewlance.");
  await reportDialog(page).getByRole("button", { name: "Send report" }).click();
  await expect(reportDialog(page).getByText("Thanks — we'll review your report.")).toBeVisible();
  await reportDialog(page).getByRole("button", { name: "Done" }).click();

  // A second report of the same message says so.
  await upi.getByRole("button", { name: "Message actions for the message from Ravi Kumar" }).click();
  await page.getByRole("menuitem", { name: "Report" }).click();
  await reportDialog(page).getByRole("radio", { name: "Spam" }).check();
  await reportDialog(page).getByRole("button", { name: "Send report" }).click();
  await expect(
    reportDialog(page).getByText("You already reported this. We'll let you know when it's reviewed."),
  ).toBeVisible();
  await reportDialog(page).getByRole("button", { name: "Cancel" }).click();

  // Writing an off-platform ask: the warning first, the text kept on "Edit message".
  await composer(page).fill("Sure, send it to my Gmail priya.menon@gmail.com and pay on GPay.");
  await composer(page).press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: OFF_PLATFORM_WARNING })).toBeVisible();
  await page.getByRole("button", { name: "Edit message" }).click();
  await expect(composer(page)).toHaveValue("Sure, send it to my Gmail priya.menon@gmail.com and pay on GPay.");
  await composer(page).fill("Let's keep everything on Crewlance, thanks.");
  await composer(page).press("Enter");
  await expect(thread(page).getByText("Let's keep everything on Crewlance, thanks.")).toBeVisible();

  // Blocking Ravi from the direct chat's header, after reading what it does.
  await page.getByRole("button", { name: "More actions for Ravi Kumar" }).click();
  await page.getByRole("menuitem", { name: "Block" }).click();
  const confirm = page.getByRole("dialog", { name: "Block Ravi Kumar?" });
  await expect(confirm).toContainText("They are not told.");
  await confirm.getByRole("button", { name: "Block" }).click();
  await expect(page.getByText("You blocked Ravi Kumar.")).toBeVisible();

  // Ravi is refused with the sentence that never says "blocked".
  const refused = await request.post(`/api/chat/conversations/${conversation}/messages`, {
    headers: auth(ravi),
    data: { clientId: `e2e-blocked-${Date.now().toString(36)}`, body: "Hello?" },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe("You can't message this person.");

  // /account/safety: both blocked people, and the reports with their status.
  await page.goto("/account/safety");
  await expect(page.getByRole("heading", { name: "People you blocked" })).toBeVisible();
  await expect(page.getByText("Meera Pillai", { exact: true })).toBeVisible();
  await expect(page.getByText("Ravi Kumar", { exact: true })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Spam" }).getByText("Action taken")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Asks to pay" }).getByText("Open")).toBeVisible();
  await page.getByRole("button", { name: "Unblock Meera Pillai" }).click();
  await page.getByRole("dialog", { name: "Unblock Meera Pillai?" }).getByRole("button", { name: "Unblock" }).click();
  await expect(page.getByRole("button", { name: "Unblock Meera Pillai" })).toHaveCount(0);
  await page.context().close();

  // Pictures on a desktop and a phone, light and dark, each axe-clean.
  for (const device of DEVICE_NAMES) {
    const name = (screen: string) => `safety-people-${device}-${screen}`;
    const view = await pageFor(browser, baseURL, device, "light", company);
    await view.goto(`/chat?c=${conversation}`);
    await expect(thread(view).getByText("This message was hidden by moderation.")).toBeVisible();
    await picturesInBothThemes(view, name("chat-notice-and-hidden"), false);

    await composer(view).fill("Call me on WhatsApp at 98765 43210 instead.");
    await composer(view).press("Enter");
    await expect(view.getByRole("alert").filter({ hasText: OFF_PLATFORM_WARNING })).toBeVisible();
    await picturesInBothThemes(view, name("composer-warning"), false);
    await view.getByRole("button", { name: "Edit message" }).click();
    await composer(view).fill("");

    const last = thread(view).getByRole("listitem").filter({ hasText: UPI_ASK });
    await last.getByRole("button", { name: "Message actions for the message from Ravi Kumar" }).click();
    await view.getByRole("menuitem", { name: "Report" }).click();
    await reportDialog(view).getByRole("radio", { name: "Scam or fraud" }).check();
    await reportDialog(view).getByLabel("Details (optional)").fill("Asked for payment outside escrow.");
    await picturesInBothThemes(view, name("report-dialog"), false);
    await reportDialog(view).getByRole("button", { name: "Cancel" }).click();

    await view.goto("/account/safety");
    await expect(view.getByText("Ravi Kumar", { exact: true })).toBeVisible();
    await picturesInBothThemes(view, name("account-safety"));
    await view.context().close();
  }
});
