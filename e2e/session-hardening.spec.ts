import { expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./helpers/accounts";
import { loginThroughApi } from "./helpers/auth";
import { expiredCopyOf } from "./helpers/expired-token";
import { hireThroughApi, onboardedCompany } from "./helpers/projects";
import { uniqueWord } from "./helpers/tasks";
import { onboardedFreelancer } from "./helpers/wallet";

/** The refresh token the tab keeps in local storage (authData). */
function storedRefreshToken(page: Page): Promise<string | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("authData") ?? "null")?.state?.refreshToken ?? null);
}

// Decision 0077: tabs whose access token expired together (a browser restoring its tabs) refresh
// once between them and all stay signed in.
test("two tabs opened together with an expired access token both load and stay signed in", async ({
  browser,
  request,
}) => {
  const session = await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD);
  const context = await browser.newContext();
  const refreshes: string[] = [];
  context.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === "/api/auth/refresh") refreshes.push(sent.url());
  });
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto("/auth/login");
  await first.evaluate(
    ({ user, accessToken, refreshToken }) => {
      const state = { user, accessToken, refreshToken, isAuthenticated: true, isAdmin: false };
      localStorage.setItem("authData", JSON.stringify({ state, version: 0 }));
    },
    { ...session, accessToken: expiredCopyOf(session.accessToken) },
  );

  await Promise.all([first.goto("/dashboard"), second.goto("/freelancers")]);

  await expect(first).toHaveURL(/\/dashboard$/);
  await expect(first.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(second).toHaveURL(/\/freelancers$/);
  await expect(second.getByRole("heading", { level: 1 })).toBeVisible();
  expect(refreshes).toHaveLength(1);
  const renewed = await storedRefreshToken(first);
  expect(renewed).not.toBe(session.refreshToken);
  expect(await storedRefreshToken(second)).toBe(renewed);

  // Still signed in on a later visit, in both tabs: the family was not revoked.
  await Promise.all([first.goto("/profile"), second.goto("/wallet")]);
  await expect(first).toHaveURL(/\/profile$/);
  await expect(second).toHaveURL(/\/wallet$/);
  const stillValid = await request.get("/api/user", {
    headers: {
      Authorization: `Bearer ${await first.evaluate(() => JSON.parse(localStorage.getItem("accessToken") ?? "null"))}`,
    },
  });
  expect(stillValid.status()).toBe(200);
  await context.close();
});

// The hand-over of decision 0077: another tab rotated this tab's refresh token, and its new pair
// is in IndexedDB but has not reached this tab's local storage. The tab takes that pair instead of
// refreshing a token already rotated.
test("a tab whose stored pair another tab just rotated takes the new pair from the hand-over, without a refresh", async ({
  browser,
  request,
}) => {
  const session = await loginThroughApi(request, DEMO.freelancer, DEMO_PASSWORD);
  const rotated = await request.post("/api/auth/refresh", { data: { refreshToken: session.refreshToken } });
  expect(rotated.ok()).toBeTruthy();
  const pair = ((await rotated.json()) as { data: { accessToken: string; refreshToken: string } }).data;
  const context = await browser.newContext();
  const refreshes: string[] = [];
  context.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === "/api/auth/refresh") refreshes.push(sent.url());
  });
  const page = await context.newPage();
  await page.goto("/auth/login");
  await page.evaluate(
    async ({ stale, next }) => {
      const state = { ...stale, isAuthenticated: true, isAdmin: false };
      localStorage.setItem("authData", JSON.stringify({ state, version: 0 }));
      // What lib/session/rotation-handover.ts commits for the tab that refreshed.
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open("crewlance-session", 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore("rotation");
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = database.transaction("rotation", "readwrite");
        transaction.objectStore("rotation").put({ from: stale.refreshToken, ...next }, "last");
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
      database.close();
    },
    { stale: { ...session, accessToken: expiredCopyOf(session.accessToken) }, next: pair },
  );

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The screen shows from the stored user at once; its first call, refused, takes the pair.
  await expect.poll(() => storedRefreshToken(page)).toBe(pair.refreshToken);
  expect(refreshes).toHaveLength(0);
  await context.close();
});

test("a signed-out visit of a project, then signing in, lands on that project", async ({ page, request }) => {
  const company = await onboardedCompany(request, "deep-link");
  const freelancer = await onboardedFreelancer(request, "deep-link");
  const title = `Deep link brief (${uniqueWord("Deep")})`;
  const { projectId } = await hireThroughApi(request, company, freelancer, { title, amount: 1_000_000 });

  await page.goto(`/project-management/${projectId}?tab=board`);
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await page.getByLabel("Email", { exact: true }).fill(company.user.email);
  await page.getByLabel("Password", { exact: true }).fill("Company-Pass-123");
  await page.getByRole("button", { name: /^sign in$/i }).click();

  await expect(page).toHaveURL(new RegExp(`/project-management/${projectId}\\?tab=board$`));
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
});

test("a sign-in whose address names another site lands on the dashboard", async ({ page }) => {
  await page.goto("/auth/login?next=%2F%2Fevil.example%2Fsteal");
  await page.getByLabel("Email", { exact: true }).fill(DEMO.company);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
