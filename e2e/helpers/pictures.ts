import type { Locator, LocatorScreenshotOptions, Page, PageScreenshotOptions } from "@playwright/test";

/**
 * Whether the journeys save their pictures into e2e/screenshots/ (gitignored), for a person to
 * open and look at. `.ci/run` turns them off (E2E_PICTURES=false): nobody opens a clean clone's
 * pictures, and taking them cost CI's busy cores a share of the journeys' CPU (decision 0119).
 * The screens are still settled and read by axe there; only the picture is left out.
 */
export const PICTURES = process.env.E2E_PICTURES !== "false";

/** `screenshot(options)` of the page or element, when pictures are taken. */
export async function savePicture(target: Page, options: PageScreenshotOptions): Promise<void>;
export async function savePicture(target: Locator, options: LocatorScreenshotOptions): Promise<void>;
export async function savePicture(
  target: Page | Locator,
  options: PageScreenshotOptions & LocatorScreenshotOptions,
): Promise<void> {
  if (PICTURES) await target.screenshot(options);
}
