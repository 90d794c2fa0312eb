/**
 * `npm run seed`: creates the demo accounts (see src/modules/users/seed.ts) in the database
 * named by the environment (DATABASE_URL, or the embedded one under DATA_DIR) when it has no
 * users yet. Running it again changes nothing. Like the server's start (server.ts), it refuses in
 * production and for a server configured to listen beyond this machine: the password is public.
 */
import { ConfigError, loadConfig } from "../src/config";
import type { DemoPart } from "../src/demo/index";
import { isLoopbackHost } from "../src/lib/loopback";

/** What each part of the demo says when this run made it. */
const MADE: Record<DemoPart, string> = {
  wallet: "Demo wallet: the company added funds.",
  "tax profiles":
    "Demo tax profiles: the freelancer's PAN and bank account verified; the company's GSTIN in Maharashtra.",
  tasks: "Demo marketplace: tasks from four companies, applications in every status and one project.",
  projects: "Demo projects: two finished with reviews on both sides, one in progress with a board.",
  withdrawal: "Demo withdrawal: the freelancer asked to withdraw part of what the projects paid.",
  teams:
    "Demo teams: the freelancer's studio with members, portfolio and a join request; an invitation; a private team.",
  chat: "Demo chat: the company and the freelancer talk directly and in their project; the team has its chat.",
  collaborations: "Demo collaborations: the company's pending offer to the freelancer.",
  hourly: "Demo hourly contract: last week's hours in the company's review, this week funded.",
  "saved items": "Demo saved searches and favourites: alerts for the freelancer, a shortlist for the company.",
};

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.env === "production") throw new ConfigError("Demo accounts are never created in production.");
  if (!(await isLoopbackHost(config.host))) {
    throw new ConfigError(
      `Demo accounts are created only for a server that listens on this machine, and HOST is ${config.host}: their password is published in the README.`,
    );
  }
  // The app's modules load only once the checks above passed, so a refusal is answered at once.
  const [
    { openDatabase },
    { seedDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD },
    { createMailer },
    { createSmsSender },
    { wireListeners },
  ] = await Promise.all([
    import("../src/db/client"),
    import("../src/demo/index"),
    import("../src/lib/mail"),
    import("../src/lib/sms"),
    import("../src/listeners"),
  ]);
  wireListeners();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Never started: the demo accounts need no mail, the context only has to be whole.
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    intervalMs: config.mailQueueIntervalMs,
    log: console,
  });
  try {
    const ctx = {
      config,
      db: database.db,
      dbKind: database.kind,
      mailer,
      sms: createSmsSender(config.sms, database.db),
    };
    const { created, made } = await seedDemoData(ctx);
    for (const part of made) console.log(MADE[part]);
    if (created.length === 0) {
      console.log("The database already has users; no demo accounts were added.");
      return;
    }
    console.log(`Demo accounts created (password ${DEMO_PASSWORD}):`);
    for (const account of Object.values(DEMO_ACCOUNTS)) console.log(`  ${account.role.padEnd(10)} ${account.email}`);
  } finally {
    await mailer.stop();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
