import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, JOURNEY_CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { E2E_DATA_DIR as DATA_DIR } from "./helpers/data-dir";
import { DESKTOP, PHONE } from "./helpers/devices";

// Playwright never downloads a browser here: Debian's Chromium is installed by
// scripts/ensure-chromium.mjs, which the test script runs first.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const isCI = Boolean(process.env.CI);

// The journeys run in Chromium's headless shell (decision 0116); the ones that need the system's
// notifications, which the shell refuses, in the whole browser.
const chromium = { executablePath: JOURNEY_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
const wholeChromium = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
const NEEDS_NOTIFICATIONS = ["push.spec.ts"];
const BALANCER = "balancer.spec.ts";
const desktop = { ...devices["Desktop Chrome"], ...DESKTOP };

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // Two instances behind nginx: its own config and servers (playwright.balancer.config.ts).
  testIgnore: [BALANCER],
  outputDir: "test-results",
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Two journeys at a time against the one server: a journey mostly waits (for the browser, the
  // server, a debounce). Alone on the 2-core machine the suite's 105 journeys took 597 s with two
  // workers and 874 s with one, for the same CPU-seconds (decision 0067).
  workers: 2,
  // CI's machine has run a journey five times slower than alone while every lane ran beside it
  // (a 10-s chat journey past 60 s): there the caps are twice as wide. They are caps against a
  // hang, not speed checks; a passing journey takes no longer for them.
  timeout: isCI ? 120_000 : 60_000,
  expect: { timeout: isCI ? 20_000 : 10_000 },
  reporter: [["list"], ["html", { outputFolder: "playwright-report", open: "never" }]],
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    // Recording a trace costs every journey about a fifth more CPU (measured: 692 against 525
    // CPU-seconds for the desktop accessibility journeys), and CI's time is CPU-bound: there the
    // trace is taken on the retry of a failed journey, which is the run worth reading.
    trace: isCI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    // The app's service worker answers hashed assets from its cache, where page.route cannot see
    // them; journeys that intercept the network need it out of the way. pwa.spec.ts lets it run.
    serviceWorkers: "block",
    actionTimeout: isCI ? 20_000 : 10_000,
    navigationTimeout: isCI ? 40_000 : 20_000,
  },
  projects: [
    { name: "desktop", testIgnore: [BALANCER, ...NEEDS_NOTIFICATIONS], use: { ...desktop, launchOptions: chromium } },
    { name: "desktop-chromium", testMatch: NEEDS_NOTIFICATIONS, use: { ...desktop, launchOptions: wholeChromium } },
    {
      name: "mobile",
      // Only the journeys that are about the phone layout run a second time here.
      testMatch: ["screens.spec.ts"],
      use: { ...devices["Desktop Chrome"], ...PHONE, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: "node --import tsx helpers/start-server.ts",
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: isCI ? 240_000 : 120_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        NODE_ENV: "development",
        HOST: "localhost",
        PORT: String(PORT),
        APP_URL: BASE_URL,
        DATA_DIR,
        SEED_DEMO_DATA: "true",
        AUTH_RATE_LIMIT_PER_MINUTE: "1000",
        // Every journey texts from 127.0.0.1; the per-number limits still apply.
        PHONE_CODES_PER_IP_PER_HOUR: "1000",
        PHONE_CODES_PER_IP_PER_MINUTE: "1000",
        // The push journey's local push service speaks http on 127.0.0.1 (decision 0105).
        PUSH_ALLOW_LOOPBACK_HTTP: "true",
        LOG_LEVEL: "warn",
        SMTP_URL: "",
        DATABASE_URL: "",
      },
    },
  ],
});
