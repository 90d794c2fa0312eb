import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import axe, { type RunOnly } from "axe-core";
import { savePicture } from "./pictures";
import { inBothThemes, isRecoloured, type Theme } from "./theme";

/** The WCAG 2.1 A and AA rules axe checks a screen against. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** Of those, the rules a theme's colours can pass or fail: the only ones a re-coloured screen needs. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Pictures of the screens, for a person to look at (gitignored). */
export const SCREENSHOT_DIR = path.join(import.meta.dirname, "..", "screenshots");
mkdirSync(SCREENSHOT_DIR, { recursive: true });

/** What a failed check prints: the rule, how bad, and the first few elements it found. */
type Violation = { id: string; impact: string; help: string; targets: string[] };

/**
 * Serious and critical axe-core violations (WCAG 2.1 A and AA), summarised so a failure says what
 * and where. On the second theme of a visit (`inBothThemes`) only the colour rules run: the rest
 * read the same page as in the first theme. axe runs in the page itself, with the app having no
 * frames (decision 0110), and is put into a page once per document: evaluating its 560 kB again
 * for every check cost a fifth of the check. Only violations are gathered and only their summary
 * crosses to the test (decision 0117).
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // A dialog fading in or a colour in transition is read half-way by axe's contrast check, which
  // then fails or passes by timing (seen on a loaded CI machine): wait for the finite animations
  // to end first. Endless ones (a spinner, a pulse) are left running.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const runOnly: RunOnly = isRecoloured(page)
    ? { type: "rule", values: COLOUR_RULES }
    : { type: "tag", values: WCAG_TAGS };
  return page.evaluate(async (runOnly) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const results = await inPage.run(document, { runOnly, resultTypes: ["violations"], iframes: false });
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? "",
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
      }));
  }, runOnly);
}

/** `e2e/screenshots/<project>-<theme>-<name>.png` for the running test's project (desktop or mobile). */
export function screenshotPath(name: string, theme: Theme): string {
  return path.join(SCREENSHOT_DIR, `${test.info().project.name}-${theme}-${name}.png`);
}

type CheckOptions = {
  /**
   * What to photograph: the whole page (the default), only the viewport ("viewport": a dialog is
   * fixed to it, and a full-page picture would cut its overlay), or one element.
   */
  picture?: "page" | "viewport" | Locator;
};

/**
 * One visit, two checks: waits for the screen to settle (network quiet, fonts loaded, the theme
 * applied), saves its picture, then asks axe for serious or critical violations. The screenshot
 * and axe passes used to visit every screen separately; together they cost Chromium half the work.
 */
export async function checkScreen(page: Page, name: string, theme: Theme, options: CheckOptions = {}): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  // A toast lasts a second; caught while it fades, its text fails axe's contrast check
  // and it hides what the screen shows. The toast journey checks toasts on their own.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  const picture = options.picture ?? "page";
  // Pictures are taken at CSS pixels (here and in device-pages.ts): a phone's 2x picture is four
  // times the pixels to encode, on every look of every journey, with nothing more to see.
  const file = screenshotPath(name, theme);
  if (picture === "page" || picture === "viewport") {
    await savePicture(page, { path: file, fullPage: picture === "page", scale: "css" });
  } else {
    await savePicture(picture, { path: file, scale: "css" });
  }
  expect(await seriousViolations(page), name).toEqual([]);
}

/**
 * `checkScreen` in light, then in dark, on one visit: the page follows the system theme
 * (`chooseTheme`), so flipping the emulated scheme re-colours the screen in place, without
 * loading it and its data again, then back to light.
 */
export async function checkScreenInBothThemes(page: Page, name: string, options: CheckOptions = {}): Promise<void> {
  await inBothThemes(page, (theme) => checkScreen(page, name, theme, options));
}

/**
 * Opens `path` and waits for the screen to settle: its first heading shown, nothing marked busy
 * (lists' skeletons) and the route's loading status gone, so axe reads the screen a person sees.
 */
export async function openSettled(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await page.goto(path);
  const title = heading
    ? page.getByRole("heading", { name: heading }).first()
    : page.getByRole("heading", { level: 1 }).first();
  await expect(title).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
}

/** Waits until nothing is marked busy, the theme is applied and the fonts have loaded. */
export async function settleScreen(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await page.evaluate(() => document.fonts.ready);
}
