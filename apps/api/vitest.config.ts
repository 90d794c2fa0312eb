import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Migrates one database for the run; each test file copies it (test/database-template.ts).
    globalSetup: ["test/database-template.ts"],
    // A cap against hangs, not a speed check: CI runs a test up to ten times slower than alone.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PGlite boots per file; two workers fit the two cores of the CI machine. `.ci/run` gives the
    // PostgreSQL run one worker (API_TEST_WORKERS=1) while `npm test` uses the other core.
    maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
    // One module graph per worker, not per file: Fastify, Drizzle, PGlite, the AWS SDK and every
    // module were imported again for each of the ~100 files, most of the suite's CPU time
    // (decision 0055). Each file still gets its own app and database (test/app.ts); state a
    // test changes beyond that (clock, timers, env) it puts back itself.
    isolate: false,
  },
});
