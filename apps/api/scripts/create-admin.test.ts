import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client";
import { users } from "../src/db/schema/users";

const run = promisify(execFile);
const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-admin-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the script the way `npm run create-admin` does, on an embedded database in dataDir. */
async function createAdmin(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "development" };
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/create-admin.ts", ...args], {
      cwd: apiDir,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run create-admin", () => {
  // A fresh process boots and migrates an on-disk PGlite: slow on a busy machine.
  it("creates an ADMIN in the configured database", { timeout: 120_000 }, async () => {
    const result = await createAdmin(["--email", "Boss@Example.com", "--password", "long-secret-1", "--name", "Ops"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Created admin account boss@example.com");
    expect(result.stdout).not.toContain("long-secret-1");

    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, "boss@example.com"));
      expect(row).toMatchObject({ role: "ADMIN", fullName: "Ops", status: "ACTIVE" });
      expect(row?.emailVerifiedAt).not.toBeNull();
      expect(row?.onboardingCompletedAt).not.toBeNull();
    } finally {
      await database.close();
    }
  });

  it.each([
    [["--password", "long-secret-1"], "--email is required."],
    [["--email", "boss@example.com"], "--password is required."],
    [["--email", "nope", "--password", "long-secret-1"], "Enter a valid email address."],
    [["--email", "a@example.com", "--password", "short"], "Password must be at least 8 characters."],
    [["--email", "a@example.com", "--password", "long-secret-1", "--role", "x"], "Unknown option '--role'"],
  ])("refuses %j with a message and a non-zero exit", { timeout: 60_000 }, async (args, message) => {
    const result = await createAdmin(args);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain("Usage: npm run create-admin");
  });
});
