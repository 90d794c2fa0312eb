/**
 * Creates an ADMIN account, or promotes an existing one, in the database the server uses
 * (DATABASE_URL, else the embedded PGlite under DATA_DIR).
 *
 *   npm run create-admin -- --email admin@example.com --password 'long-secret' [--name "Ops Admin"]
 */
import { parseArgs } from "node:util";
import { ZEmail, ZFullName, ZPassword } from "@crewlance/contracts/auth";
import { z } from "zod";

const USAGE = 'Usage: npm run create-admin -- --email <email> --password <password> [--name "<full name>"]';

const ZArgs = z.object({
  email: z.string({ error: "--email is required." }).pipe(ZEmail),
  password: z.string({ error: "--password is required." }).pipe(ZPassword),
  name: z.optional(ZFullName),
});

function fail(message: string, showUsage = true): never {
  console.error(showUsage ? `create-admin: ${message}\n${USAGE}` : `create-admin: ${message}`);
  process.exit(1);
}

function readArgs(): z.infer<typeof ZArgs> {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      args: process.argv.slice(2),
      options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
  const parsed = ZArgs.safeParse(values);
  if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join(" "));
  return parsed.data;
}

async function main(): Promise<void> {
  const args = readArgs();
  // The server's modules load only for arguments that passed, so a mistyped command is answered
  // at once rather than after the whole app's imports.
  const [{ ConfigError, loadConfig }, { openDatabase }, { createOrPromoteAdmin }] = await Promise.all([
    import("../src/config"),
    import("../src/db/client"),
    import("../src/modules/auth/index"),
  ]);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, false);
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await createOrPromoteAdmin(database.db, {
      email: args.email,
      password: args.password,
      fullName: args.name,
    });
    const where = database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL";
    const what = {
      created: "Created admin account",
      promoted: "Promoted existing account to admin:",
      updated: "Updated admin account",
    }[result.outcome];
    console.log(`${what} ${result.email} (${where}). Sign in with that email and password.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
