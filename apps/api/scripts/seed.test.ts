import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "../test/production-env";

const run = promisify(execFile);
const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Runs `npm run seed` with the given variables; it must stop before opening any database. */
async function seed(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    const { stderr } = await run(process.execPath, ["--import", "tsx", "scripts/seed.ts"], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: "/nonexistent/crewlance-seed", DATABASE_URL: "", HOST: "", ...env },
    });
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

// Each run starts a tsx process: slow on a busy machine.
describe("npm run seed", { timeout: 120_000 }, () => {
  it("refuses in production", async () => {
    const result = await seed(PRODUCTION_ENV);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Demo accounts are never created in production.");
  });

  it("refuses for a server that listens beyond this machine", async () => {
    const result = await seed({ NODE_ENV: "development", HOST: "0.0.0.0" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "Demo accounts are created only for a server that listens on this machine, and HOST is 0.0.0.0",
    );
  });
});
