// Debian's Chromium as every browser run here launches it: the e2e journeys (both Playwright
// configs) and the Lighthouse benches. scripts/ensure-chromium.mjs installs it at this path.
export const CHROMIUM_PATH = "/usr/bin/chromium";

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
