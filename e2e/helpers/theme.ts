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
