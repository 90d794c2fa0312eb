import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { DESKTOP } from "./helpers/devices";

// Two instances behind nginx (scripts/balancer.mjs): one short journey, run after the
// main suite by `npm test` (e2e/package.json). Its own port and data folder.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";

const PORT = Number(process.env.E2E_BALANCER_PORT ?? 3200);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = process.env.E2E_BALANCER_DATA_DIR ?? path.join("/tmp", "crewlance-e2e-balancer");
// The spec reads the balancer's state file from here.
process.env.E2E_DATA_DIR = DATA_DIR;

const chromium = { executablePath: JOURNEY_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };

export default defineConfig({
  testDir: ".",
  testMatch: "balancer.spec.ts",
  outputDir: "test-results/balancer",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], ...DESKTOP, launchOptions: chromium },
    },
  ],
  webServer: {
    command: "node ../scripts/balancer.mjs",
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(PORT), E2E_DATA_DIR: DATA_DIR },
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
