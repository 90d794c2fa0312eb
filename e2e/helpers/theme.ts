import type { Page } from "@playwright/test";

export type Theme = "light" | "dark";

/** The two themes, in the order a screen is pictured in them. */
export const THEMES: readonly Theme[] = ["light", "dark"];

/**
 * Shows the app in `theme` the way a device set to it does: the preference is left at System
 * (stored as JSON under the theme key) and the system colour scheme is emulated. The app follows
 * the system scheme as it changes, so `page.emulateMedia({ colorScheme })` later re-colours the
 * screen in place: one visit can be looked at in both themes without loading it again.
 */
export async function chooseTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript(() => {
    localStorage.setItem("crewlance-theme", JSON.stringify("system"));
  });
}

/** Pages on the second look of `inBothThemes`: the screen of the first look, in the other colours. */
const recoloured = new WeakSet<Page>();

/**
 * Waits for the finite animations: controls ease their colours (transition-colors), and a picture
 * or axe check taken at once would see a button half way between the themes. A spinner's endless
 * animation never finishes, so it is left running.
 */
function finishedColourChanges(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        // A cancelled one (its element went) rejects: it has nothing left to draw.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs `look` on the page as it is, once in each theme: the emulated system scheme is flipped and
 * the page (shown through `chooseTheme`) re-colours in place, then it is put back to light.
 */
export async function inBothThemes(page: Page, look: (theme: Theme) => Promise<void>): Promise<void> {
  for (const [index, theme] of THEMES.entries()) {
    if (index > 0) recoloured.add(page);
    try {
      await page.emulateMedia({ colorScheme: theme });
      await finishedColourChanges(page);
      await look(theme);
    } finally {
      recoloured.delete(page);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/**
 * True while `page` is looked at again in the second theme: only its colours differ from the look
 * before (the same visit and the same steps), so checks of anything but colour need not run again.
 */
export function isRecoloured(page: Page): boolean {
  return recoloured.has(page);
}
