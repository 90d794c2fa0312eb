import { expect, it } from "vitest";
import { runChaos } from "../../../test/chaos";

// Runs only on the real PostgreSQL (`npm run test:pg` runs vitest.chaos.config.ts after the
// suite): the API is a child process killed with SIGKILL midway. bench/ledger runs 10,000 ops.
it("survives a SIGKILL midway: the ledger balances and every acknowledged operation is there exactly once", async () => {
  const report = await runChaos({ ops: 300, workers: 8, log: (line) => console.log(`chaos: ${line}`) });
  console.log(`chaos: ${JSON.stringify(report)}`);
  expect(report.problems).toEqual([]);
  expect(report.acknowledgedBeforeKill).toBeGreaterThanOrEqual(150);
  expect(Object.keys(report.answered).some((key) => key.endsWith(" 201"))).toBe(true);
}, 300_000);
