import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { type Session, storeSession } from "./helpers/auth";
import { DEVICES, type Device, pictureWithAxe, SCENES } from "./helpers/device-pages";
import { chooseTheme, type Theme } from "./helpers/theme";
import { onboardedFreelancer } from "./helpers/wallet";

// The installable app (decision 0100): a manifest and a service worker that keeps the app shell
// and hashed assets, an offline page, and an update prompt when a new build is deployed. Every
// other journey blocks the worker (playwright.config.ts); these let it run.
test.use({ serviceWorkers: "allow" });
// The second journey deploys a new sw.js; the first must not see it.
test.describe.configure({ mode: "serial" });

const SW_FILE = fileURLToPath(new URL("../apps/web/dist-e2e/sw.js", import.meta.url));

async function openControlled(
  browser: Browser,
  baseURL: string | undefined,
  look: readonly [Device, Theme],
  person: Session,
) {
  const [device, theme] = look;
  const context = await browser.newContext({ baseURL, ...DEVICES[device], serviceWorkers: "allow" });
  const page = await context.newPage();
  await chooseTheme(page, theme);
  await storeSession(page, person);
  await page.goto("/dashboard");
  await expect(appShown(page)).toBeVisible();
  // The first visit installs the worker, which then claims the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

/** The signed-in shell's first link, in the sidebar on a desktop and the bottom bar on a phone. */
function appShown(page: Page) {
  return page.getByRole("link", { name: "Dashboard" }).first();
}

/** Puts a new build's worker where the server serves it, as a deploy would; answers the undo. */
function deployNewWorker(): () => void {
  const files = [SW_FILE, `${SW_FILE}.br`, `${SW_FILE}.gz`];
  const before = files.map((file) => readFileSync(file));
  const source = Buffer.concat([before[0] as Buffer, Buffer.from("\n// the next build\n")]);
  writeFileSync(SW_FILE, source);
  writeFileSync(`${SW_FILE}.br`, brotliCompressSync(source));
  writeFileSync(`${SW_FILE}.gz`, gzipSync(source));
  return () => {
    for (const [index, file] of files.entries()) writeFileSync(file, before[index] as Buffer);
  };
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test("the app installs, keeps its shell but no private answer, and says when it is offline", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const person = await onboardedFreelancer(request, "pwa-offline");
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "Crewlance", start_url: "/dashboard", display: "standalone" });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);

  for (const look of SCENES) {
    const page = await openControlled(browser, baseURL, look, person);
    if (look[0] === "desktop" && look[1] === "light") {
      // Chromium's own installability check: manifest, icons, worker, start URL.
      const devtools = await page.context().newCDPSession(page);
      const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
      // Playwright's contexts are incognito ones, where Chromium installs nothing: a fact of the
      // test browser, not of the app, so it is the one answer set aside.
      expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
      await page.getByRole("link", { name: "Help Center" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
      const cached = await cachedUrls(page);
      expect(cached).toContain("/offline.html");
      expect(cached.some((url) => /^\/assets\/help-screen-.+\.js$/.test(url))).toBe(true);
      expect(cached.filter((url) => !url.startsWith("/assets/") && !url.startsWith("/icons/"))).toEqual([
        "/offline.html",
        "/offline.js",
      ]);
    }

    await page.context().setOffline(true);
    await page.goto("/tasks");
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await pictureWithAxe(page, `${look[0]}-${look[1]}-offline`);

    // 'Try again' while still offline asks again and says so again; back online, it opens the page.
    const askedAgain = page.waitForEvent("load");
    await page.getByRole("button", { name: "Try again" }).click();
    await askedAgain;
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(appShown(page)).toBeVisible();
    await expect(page).toHaveURL(/\/tasks$/);
    await page.context().close();
  }
});

test("a deploy's new worker waits for the person, who switches with Reload", async ({ browser, baseURL, request }) => {
  test.setTimeout(240_000);
  const person = await onboardedFreelancer(request, "pwa-update");
  const pages = [];
  for (const look of SCENES) pages.push({ look, page: await openControlled(browser, baseURL, look, person) });
  const undo = deployNewWorker();
  try {
    for (const { look, page } of pages) {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole("region", { name: "New version" });
      await expect(prompt).toContainText("A new version of Crewlance is ready.");
      await pictureWithAxe(page, `${look[0]}-${look[1]}-update-prompt`, false);
    }

    // 'Later' keeps the tab as it is; 'Reload' switches to the new build.
    const [later, reload] = [pages[0]?.page as Page, pages[1]?.page as Page];
    await later.getByRole("button", { name: "Later" }).click();
    await expect(later.getByRole("region", { name: "New version" })).toHaveCount(0);

    const reloaded = reload.waitForEvent("load");
    await reload.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await expect(appShown(reload)).toBeVisible();
    await expect(reload.getByRole("region", { name: "New version" })).toHaveCount(0);
    expect(
      await reload.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  } finally {
    undo();
    for (const { page } of pages) await page.context().close();
  }
});
