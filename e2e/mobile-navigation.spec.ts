import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi, storeSession } from "./helpers/auth";
import { chatPair, directConversationThroughApi, thread } from "./helpers/chat";
import { postTaskThroughApi, uniqueWord } from "./helpers/tasks";

const ITEMS = ["Dashboard", "Tasks", "Project", "Notifications", "Wallet", "Profile"];

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the bottom navigation shows six items, highlights the current one and replaces the sidebar", async ({
    page,
    request,
  }) => {
    await storeSession(page, await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD));
    await page.goto("/dashboard");

    const bottomNav = page.getByRole("navigation", { name: "Bottom navigation" });
    await expect(bottomNav).toBeVisible();
    const links = bottomNav.getByRole("link");
    await expect(links).toHaveCount(6);
    await expect(links).toHaveText(ITEMS.map((label) => new RegExp(label)));
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeHidden();

    // Fixed at the bottom of the screen.
    const box = await bottomNav.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round(box!.y + box!.height)).toBe(844);

    await expect(bottomNav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await bottomNav.getByRole("link", { name: "Tasks" }).tap();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(bottomNav.getByRole("link", { name: "Tasks" })).toHaveAttribute("aria-current", "page");
    await expect(bottomNav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");

    await bottomNav.getByRole("link", { name: "Wallet" }).tap();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(bottomNav.getByRole("link", { name: "Wallet" })).toHaveAttribute("aria-current", "page");
  });

  test("a task whose title is one long word keeps the list inside the screen and the navigation tappable", async ({
    page,
    request,
  }) => {
    const word = uniqueWord("Phone");
    const company = await loginThroughApi(request, DEMO.company, DEMO_PASSWORD);
    const long = `${word}${"Supercalifragilistic".repeat(4)}`;
    await postTaskThroughApi(request, company, {
      title: `${word} ${long}`,
      description: `We need ${long} done well, with tests and a handover note.`,
    });
    await storeSession(page, await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD));
    await page.goto(`/tasks?q=${word}`);

    const card = page.getByRole("article").filter({ hasText: long });
    await expect(card).toBeVisible();
    // A word wider than the screen once widened the list's grid, and the phone's page with it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(390);

    const bottomNav = page.getByRole("navigation", { name: "Bottom navigation" });
    await bottomNav.getByRole("link", { name: "Wallet" }).tap();
    await expect(page).toHaveURL(/\/wallet$/);
  });
});

test.describe("the phone's top bar", () => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

  test("has Messages with an unread badge that shows when someone writes and clears once read (decision 0082)", async ({
    browser,
    request,
  }) => {
    const { company, freelancer, freelancerPage: page, contexts } = await chatPair(browser, request, phone);
    await page.goto("/dashboard");
    const topBar = page.getByRole("banner");
    const messages = topBar.getByRole("link", { name: /^Messages/ });
    await expect(messages).toBeVisible();
    await expect(messages).toHaveAccessibleName("Messages");
    // The bottom navigation keeps its six items.
    await expect(page.getByRole("navigation", { name: "Bottom navigation" }).getByRole("link")).toHaveText(
      ITEMS.map((label) => new RegExp(label)),
    );

    const id = await directConversationThroughApi(request, company, freelancer, [
      { by: company, body: "Are you free for a call at five?" },
    ]);
    await expect(messages).toHaveAccessibleName(/^Messages\s*1 unread$/);
    await messages.tap();
    await expect(page).toHaveURL(/\/chat/);
    await page.goto(`/chat?c=${id}`);
    await expect(thread(page).getByText("Are you free for a call at five?")).toBeVisible();
    await expect(messages).toHaveAccessibleName("Messages");
    for (const context of contexts) await context.close();
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("there is no bottom navigation, the sidebar is shown instead", async ({ page, request }) => {
    await storeSession(page, await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD));
    await page.goto("/dashboard");
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Bottom navigation" })).toBeHidden();
  });
});
