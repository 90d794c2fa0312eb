import { configDefaults, defineConfig } from "vitest/config";

/**
 * Files whose subject runs on its own embedded database, or on none, whatever TEST_DATABASE says
 * (the server as `npm start` runs it, with nothing configured; the PGlite test databases handed
 * from file to file; `npm run create-admin` and `npm run seed` in a process of their own): the
 * PostgreSQL run would repeat them as they are.
 */
const OWN_DATABASE_FILES = [
  "src/server.test.ts",
  "src/db/pglite-text-types.test.ts",
  "test/pglite-pool.test.ts",
  "scripts/create-admin.test.ts",
  "scripts/seed.test.ts",
];

/** Files about the PostgreSQL run's own machinery, which the PGlite run has no part in. */
const POSTGRES_ONLY_FILES = ["test/postgres-pool.test.ts"];

const ONLY_OTHER_RUNS = process.env.TEST_DATABASE === "postgres" ? OWN_DATABASE_FILES : POSTGRES_ONLY_FILES;

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...ONLY_OTHER_RUNS],
    environment: "node",
    // Migrates one database for the run; each test file copies it (test/database-template.ts).
    globalSetup: ["test/database-template.ts"],
    // A cap against hangs, not a speed check: CI runs a test up to ten times slower than alone
    // (a 3-s apply race took 36 s in a run of 2026-12-01, with every lane busy), and while the
    // journeys' Chromium runs, this niced suite can wait over a minute for a file's first app.
    testTimeout: 300_000,
    hookTimeout: 300_000,
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
