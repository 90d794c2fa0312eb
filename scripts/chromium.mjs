// Debian's Chromium as every browser run here launches it: the e2e journeys (both Playwright
// configs) and the Lighthouse benches. scripts/ensure-chromium.mjs installs it at these paths.
import { existsSync } from "node:fs";

/** The whole browser (Debian's `chromium`): what Lighthouse measures, as people run it. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Chromium's headless shell (Debian's `chromium-headless-shell`, built from the same source). */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * The browser the Playwright journeys run in: the headless shell, which loads a page in a fresh
 * context for about half the CPU of the whole browser (decision 0116); the whole browser where the
 * shell could not be installed, so the journeys still run.
 */
export const JOURNEY_CHROMIUM_PATH = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

/** This machine's network is closed: without these Chromium keeps dialling Google's hosts. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
