import type { Page } from "@playwright/test";

export type Theme = "light" | "dark";

/**
 * Picks the theme the way the app keeps it: the preference in local storage under the
 * theme key (stored as JSON), with the system colour scheme emulated to match.
 */
export async function chooseTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript((value) => {
    localStorage.setItem("crewlance-theme", JSON.stringify(value));
  }, theme);
}

/** The two themes, in the order a screen is pictured in them. */
export const THEMES: readonly Theme[] = ["light", "dark"];

/**
 * Leaves the preference at "system" and emulates a light system: the app follows the system
 * theme as it changes, so one visit can be looked at in both themes (emulateMedia to flip).
 */
export async function followSystemTheme(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: "light" });
  await page.addInitScript(() => {
    localStorage.setItem("crewlance-theme", JSON.stringify("system"));
  });
}
