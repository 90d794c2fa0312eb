import { expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, uniqueEmail } from "./helpers/accounts";
import { loginThroughApi, registerThroughApi, type Session, storeSession, verifyEmailThroughApi } from "./helpers/auth";
import { chatPair, directConversationThroughApi, thread } from "./helpers/chat";
import { hireThroughApi, onboardedCompany } from "./helpers/projects";
import { postTaskThroughApi, uniqueWord } from "./helpers/tasks";
import { onboardedFreelancer } from "./helpers/wallet";

// The smaller fixes of the hardening issue, as a person meets them (decision 0082).

async function verifiedCompany(page: Page, request: Parameters<typeof registerThroughApi>[0]): Promise<void> {
  const email = uniqueEmail("ux-company");
  const session = await registerThroughApi(request, {
    fullName: "Meera Shah",
    email,
    password: "Journey-Pass-123",
    role: "COMPANY",
  });
  await storeSession(page, { ...session, user: await verifyEmailThroughApi(request, session, email) });
  await page.goto("/onboarding");
  await expect(page.getByRole("heading", { name: "Set up your company" })).toBeVisible();
}

test("company onboarding refuses a malformed website on its first step and keeps what was typed through a reload", async ({
  page,
  request,
}) => {
  await verifiedCompany(page, request);
  await page.getByLabel("Company name").fill("Harbour Labs");
  await page.getByLabel("Industry").fill("Software");
  await page.getByLabel("Company size").selectOption("11-50");
  await page.getByLabel("Location").fill("Kochi, India");
  // Chromium's own URL parser takes a space in a host; the API does not.
  const website = page.getByLabel("Website (optional)");
  await website.fill("harbour labs.com");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Enter a web address that starts with http:// or https://.")).toBeVisible();
  await expect(website).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("form", { name: "Company" })).toBeVisible();

  await website.fill("harbourlabs.in");
  await page.reload();
  await expect(page.getByLabel("Company name")).toHaveValue("Harbour Labs");
  await expect(page.getByLabel("Company size")).toHaveValue("11-50");
  await expect(page.getByLabel("Website (optional)")).toHaveValue("harbourlabs.in");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("form", { name: "Verification" })).toBeVisible();
});

test("a project's conversation is on /chat as soon as the project exists", async ({ browser, request }) => {
  const company = await onboardedCompany(request, "ux-chat");
  const freelancer = await onboardedFreelancer(request, "ux-chat");
  const title = `Shop signage ${uniqueWord("Chat")}`;
  await hireThroughApi(request, company, freelancer, { title, amount: 2_000_000 });
  for (const person of [company, freelancer]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await storeSession(page, person);
    await page.goto("/chat");
    const row = page.getByRole("region", { name: "Conversations" }).getByRole("button", { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await row.click();
    await expect(thread(page).getByText("No messages yet")).toBeVisible();
    await context.close();
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a task's budget and 'Fixed price' stay on one line", async ({ page, request }) => {
    const company = await onboardedCompany(request, "ux-budget");
    const task = await postTaskThroughApi(request, company, {
      // 30.0K INR – 45.0K INR, a range as wide as most.
      title: `Warehouse inventory app (${uniqueWord("Budget")})`,
      budgetMin: 3_000_000,
      budgetMax: 4_500_000,
    });
    await storeSession(page, await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD));
    await page.goto(`/tasks/${task.id}`);
    const label = page.getByRole("article").getByText("Fixed price", { exact: true });
    const amount = label.locator("xpath=preceding-sibling::span[1]");
    await expect(amount).toBeVisible();
    const labelBox = (await label.boundingBox())!;
    const amountBox = (await amount.boundingBox())!;
    const lineHeight = await label.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
    // The label is one line high, and it sits on the amount's line, to its right.
    expect(labelBox.height).toBeLessThan(lineHeight * 1.5);
    expect(amountBox.height).toBeLessThan(40);
    expect(labelBox.y).toBeGreaterThanOrEqual(amountBox.y);
    expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(amountBox.y + amountBox.height + 1);
    expect(labelBox.x).toBeGreaterThan(amountBox.x + amountBox.width);
  });
});

test("only freelancers can open /team/create; companies and the admin read whom it is for", async ({
  browser,
  request,
}) => {
  const company = await onboardedCompany(request, "ux-team");
  const admin = await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD);
  for (const [session, back] of [
    [company, "Back to teams"],
    [admin, "Go to the dashboard"],
  ] as Array<[Session, string]>) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await storeSession(page, session);
    await page.goto("/team/create");
    await expect(page.getByRole("heading", { name: "Teams are formed by freelancers" })).toBeVisible();
    await expect(page.getByRole("link", { name: back })).toBeVisible();
    await expect(page.getByLabel("Team name")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create team" })).toHaveCount(0);
    await context.close();
  }
});

test("Messages beside Notifications shows when someone writes and clears once read", async ({ browser, request }) => {
  const { company, freelancer, freelancerPage, contexts } = await chatPair(browser, request);
  await freelancerPage.goto("/dashboard");
  const pinned = freelancerPage.getByRole("navigation", { name: "Wallet, chat and notifications" });
  const messages = pinned.getByRole("link", { name: /^Messages/ });
  await expect(pinned.getByRole("link")).toHaveText([/Wallet/, /Messages/, /Notifications/]);
  await expect(messages).toHaveAccessibleName("Messages");

  const id = await directConversationThroughApi(request, company, freelancer, [
    { by: company, body: "Could you look at the brief today?" },
  ]);
  await expect(messages).toHaveAccessibleName(/^Messages\s*1 unread$/);

  await messages.click();
  await expect(freelancerPage).toHaveURL(/\/chat/);
  await freelancerPage.goto(`/chat?c=${id}`);
  await expect(thread(freelancerPage).getByText("Could you look at the brief today?")).toBeVisible();
  await expect(messages).toHaveAccessibleName("Messages");
  for (const context of contexts) await context.close();
});

test("the admin's sidebar holds Freelancers and moderation; the console, money and notifications are in the user menu", async ({
  page,
  request,
}) => {
  await storeSession(page, await loginThroughApi(request, DEMO.admin, DEMO_PASSWORD));
  await page.goto("/freelancers");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([
    "Freelancers",
    // With the open reports' count beside it when there are any (decision 0092).
    /^Moderation/,
    "Appeals",
  ]);
  await expect(page.getByRole("link", { name: /^Messages/ })).toHaveCount(0);

  const openMenu = async () => {
    await page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "Open user menu" }).click();
    return page.getByRole("menu");
  };
  let menu = await openMenu();
  await expect(menu.getByRole("menuitem", { name: /Admin console/ })).toBeVisible();
  await menu.getByRole("menuitem", { name: /Platform money/ }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole("heading", { name: "Platform money" })).toBeVisible();
  menu = await openMenu();
  await menu.getByRole("menuitem", { name: /Notifications/ }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  menu = await openMenu();
  await menu.getByRole("menuitem", { name: /Admin console/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
});
