/**
 * `npm run seed`: creates the demo accounts (see src/modules/users/seed.ts) in the database
 * named by the environment (DATABASE_URL, or the embedded one under DATA_DIR) when it has no
 * users yet. Running it again changes nothing. Like the server's start (server.ts), it refuses in
 * production and for a server configured to listen beyond this machine: the password is public.
 */
import { ConfigError, loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { seedDemoChat } from "../src/demo/chat";
import { seedDemoCollaborations } from "../src/demo/collaborations";
import { seedDemoHourly } from "../src/demo/hourly";
import { seedDemoWallet, seedDemoWithdrawal } from "../src/demo/money";
import { seedDemoProjects } from "../src/demo/projects";
import { seedDemoSavedItems } from "../src/demo/saved";
import { seedDemoTasks } from "../src/demo/tasks";
import { seedDemoTaxProfiles } from "../src/demo/tax";
import { seedDemoTeams } from "../src/demo/teams";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from "../src/demo/users";
import { demoUserIds } from "../src/demo-users";
import { isLoopbackHost } from "../src/lib/loopback";
import { createMailer } from "../src/lib/mail";
import { createSmsSender } from "../src/lib/sms";
import { wireListeners } from "../src/listeners";

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.env === "production") throw new ConfigError("Demo accounts are never created in production.");
  if (!(await isLoopbackHost(config.host))) {
    throw new ConfigError(
      `Demo accounts are created only for a server that listens on this machine, and HOST is ${config.host}: their password is published in the README.`,
    );
  }
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
    const { created } = await seedDemoAccounts(ctx);
    const ids = await demoUserIds(ctx, [DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.freelancer.email]);
    if (await seedDemoWallet(ctx, { companyId: ids[0] })) {
      console.log("Demo wallet: the company added funds.");
    }
    if (await seedDemoTaxProfiles(ctx, { companyId: ids[0], freelancerId: ids[1] })) {
      console.log(
        "Demo tax profiles: the freelancer's PAN and bank account verified; the company's GSTIN in Maharashtra.",
      );
    }
    if (await seedDemoTasks(ctx, { companyId: ids[0], freelancerId: ids[1] })) {
      console.log("Demo marketplace: tasks from four companies, applications in every status and one project.");
    }
    if (await seedDemoProjects(ctx, { companyId: ids[0], freelancerId: ids[1] })) {
      console.log("Demo projects: two finished with reviews on both sides, one in progress with a board.");
    }
    if (await seedDemoWithdrawal(ctx, { freelancerId: ids[1] })) {
      console.log("Demo withdrawal: the freelancer asked to withdraw part of what the projects paid.");
    }
    if (await seedDemoTeams(ctx, { freelancerId: ids[1] })) {
      console.log(
        "Demo teams: the freelancer's studio with members, portfolio and a join request; an invitation; a private team.",
      );
    }
    if (await seedDemoChat(ctx, { companyId: ids[0], freelancerId: ids[1] })) {
      console.log(
        "Demo chat: the company and the freelancer talk directly and in their project; the team has its chat.",
      );
    }
    if (await seedDemoCollaborations(ctx, { companyId: ids[0], freelancerId: ids[1] })) {
      console.log("Demo collaborations: the company's pending offer to the freelancer.");
    }
    if (await seedDemoHourly(ctx, { companyId: ids[0], freelancerId: ids[1] })) {
      console.log("Demo hourly contract: last week's hours in the company's review, this week funded.");
    }
    if (await seedDemoSavedItems(ctx, { companyId: ids[0], freelancerId: ids[1] })) {
      console.log("Demo saved searches and favourites: alerts for the freelancer, a shortlist for the company.");
    }
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
