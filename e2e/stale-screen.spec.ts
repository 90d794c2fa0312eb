import { expect, type Page, test } from "@playwright/test";
import { storeSession } from "./helpers/auth";
import { pageFor, pictureWithAxe } from "./helpers/device-pages";
import { onboardedFreelancer } from "./helpers/wallet";

// A tab opened before a deploy asks for screen chunks whose hashed names no longer exist on the
// server. Here the server "deploys" by answering 404 for the help screen's chunk until the page
// loads again (as a new index.html would name a new chunk), or forever for a chunk truly gone.

const HELP_CHUNK = "**/assets/help-screen-*.js";

/** Counts the tab's page loads: a reload loop shows as a growing count. */
function countLoads(page: Page): { loads: number } {
  const counter = { loads: 0 };
  page.on("load", () => {
    counter.loads += 1;
  });
  return counter;
}

async function openDashboard(page: Page, label: string, request: Parameters<typeof onboardedFreelancer>[0]) {
  await storeSession(page, await onboardedFreelancer(request, label));
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "Help Center" }).first()).toBeVisible();
}

test("a tab opened before a deploy reloads once and opens the new screen", async ({ page, request }) => {
  await openDashboard(page, "stale-tab", request);
  let deployed = false;
  await page.route(HELP_CHUNK, (route) => (deployed ? route.continue() : route.fulfill({ status: 404, body: "" })));
  const tab = countLoads(page);
  // The page's own document requested again is the reload that picks up the new version.
  page.on("request", (sent) => {
    if (sent.isNavigationRequest() && sent.frame() === page.mainFrame()) deployed = true;
  });

  await page.getByRole("link", { name: "Help Center" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
  expect(tab.loads).toBe(1);
});

test("a screen whose code stays missing says so with a Reload button, without a reload loop", async ({
  browser,
  baseURL,
  request,
}) => {
  const person = await onboardedFreelancer(request, "gone-chunk");
  for (const [device, theme] of [
    ["desktop", "light"],
    ["desktop", "dark"],
    ["phone", "light"],
    ["phone", "dark"],
  ] as const) {
    const page = await pageFor(browser, baseURL, device, theme, person);
    await page.route(HELP_CHUNK, (route) => route.fulfill({ status: 404, body: "" }));
    const tab = countLoads(page);
    await page.goto("/help");

    const failed = page.getByRole("alert").filter({ hasText: "This screen couldn't load" });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText("Crewlance may have been updated since you opened this tab");
    await expect(page).toHaveURL(/\/help$/);
    // The first load and the one recovery reload; then the page stays.
    expect(tab.loads).toBe(2);
    await pictureWithAxe(page, `${device}-${theme}-screen-failed-to-load`);

    if (device === "desktop" && theme === "light") {
      // Reload with the chunk back: the screen opens.
      await page.unroute(HELP_CHUNK);
      await failed.getByRole("button", { name: "Reload" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
    }
    await page.context().close();
  }
});
