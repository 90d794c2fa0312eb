import { defineConfig } from "vitest/config";

/**
 * Faults (decision 0051): each stops a private PostgreSQL or Redis of its own
 * (test/faults/services.ts), never the machine's shared servers. One file at a time, outside the
 * default run; `npm run test:pg` runs them after the PostgreSQL suite.
 */
export default defineConfig({
  test: {
    include: ["test/faults/**/*.fault.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
