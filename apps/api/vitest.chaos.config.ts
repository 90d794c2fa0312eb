import { defineConfig } from "vitest/config";

/**
 * The money module's chaos run (src/modules/money/chaos.pgtest.ts): real PostgreSQL only, so it is not
 * in the default include; `npm run test:pg` runs it after the suite.
 */
export default defineConfig({
  test: {
    include: ["src/**/*.pgtest.ts"],
    environment: "node",
    testTimeout: 300_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
  },
});
