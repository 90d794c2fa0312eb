// What the Lighthouse benches share: Debian's Chromium, launched so it never dials out on its own,
// and the demo company's sign-in (its session then stays in that origin's local storage).
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";

const DEMO_COMPANY = { email: "company@crewlance.dev", password: "Crewlance@123" };

export function launchChromium() {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // The TLS front's certificate (tls-front.mjs) is self-signed, made for the run, on loopback.
    args: [...CHROMIUM_ARGS, "--ignore-certificate-errors"],
  });
}

/**
 * Signs the demo company in on a page of its own, which is closed after: the page measured next
 * must not keep the app's chunks in its memory cache.
 */
export async function signInDemoCompany(browser, baseUrl) {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/auth/login`, { waitUntil: "networkidle0" });
  await page.locator("input[type=email]").fill(DEMO_COMPANY.email);
  await page.locator("input[type=password]").fill(DEMO_COMPANY.password);
  await Promise.all([
    page.waitForFunction(() => location.pathname === "/dashboard", { timeout: 30_000 }),
    page.locator("button[type=submit]").click(),
  ]);
  await page.close();
}
