import path from "node:path";
import { type Browser, expect, type Page } from "@playwright/test";
import { type Session, storeSession } from "./auth";
import { DEVICES } from "./devices";
import { savePicture } from "./pictures";
import { SCREENSHOT_DIR, seriousViolations } from "./screens";
import { chooseTheme, inBothThemes, type Theme } from "./theme";

/*
 * Journeys that look at one scene as several people on a desktop and a phone, light and dark, in
 * one test: a page per device, theme and session, and a picture with axe's word on it.
 */

export { DEVICES };

export type Device = keyof typeof DEVICES;

/** The devices a screen is looked at on, each in both themes (`picturesInBothThemes`). */
export const DEVICE_NAMES: readonly Device[] = ["desktop", "phone"];

/** Every device in both themes: the four looks of a screen that needs a page per look. */
export const SCENES: ReadonlyArray<readonly [Device, Theme]> = [
  ["desktop", "light"],
  ["desktop", "dark"],
  ["phone", "light"],
  ["phone", "dark"],
];

export async function pageFor(
  browser: Browser,
  baseURL: string | undefined,
  device: Device,
  theme: Theme,
  session: Session,
): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, ...DEVICES[device] })).newPage();
  await chooseTheme(page, theme);
  await storeSession(page, session);
  return page;
}

/** Saves `e2e/screenshots/<file>.png` once the page is settled, and asks axe for serious violations. */
export async function pictureWithAxe(page: Page, file: string, fullPage = true): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await savePicture(page, { path: path.join(SCREENSHOT_DIR, `${file}.png`), fullPage, scale: "css" });
  expect(await seriousViolations(page), file).toEqual([]);
}

/**
 * `pictureWithAxe` in light, then in dark, on one visit (`<file>-light`, `<file>-dark`): the page
 * follows the system theme (`chooseTheme`), so flipping the emulated scheme re-colours it in
 * place without loading the screen and its data again, then back to light.
 */
export async function picturesInBothThemes(page: Page, file: string, fullPage = true): Promise<void> {
  await inBothThemes(page, async (theme) => {
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await pictureWithAxe(page, `${file}-${theme}`, fullPage);
  });
}

/**
 * The same picture and axe check for a dialog the page waits on: a request held until the person
 * answers it (the step-up's "Confirm it's you") keeps the network and the form busy by design.
 */
export async function pictureOfWaitingDialog(page: Page, file: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await savePicture(page, { path: path.join(SCREENSHOT_DIR, `${file}.png`), scale: "css" });
  expect(await seriousViolations(page), file).toEqual([]);
}
