/**
 * `npm run ledger:verify`: recomputes every wallet balance from the ledger's entries, checks that
 * every transaction sums to zero and that no account but EXTERNAL is below zero, in the database
 * named by the environment (DATABASE_URL, or the embedded one under DATA_DIR). Exits 1 on any
 * problem, printing it.
 */
import { ConfigError, loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { createMailer } from "../src/lib/mail";
import { createSmsSender } from "../src/lib/sms";
import { verifyLedger } from "../src/modules/money/index";

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Never started: the check sends no mail, the context only has to be whole.
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    intervalMs: config.mailQueueIntervalMs,
    log: console,
  });
  try {
    const result = await verifyLedger({
      config,
      db: database.db,
      dbKind: database.kind,
      mailer,
      sms: createSmsSender(config.sms, database.db),
    });
    console.log(
      `ledger:verify: ${result.accountsChecked} accounts, ${result.transactionsChecked} transactions — ${result.ok ? "balanced" : "PROBLEMS FOUND"}`,
    );
    if (!result.ok) {
      for (const account of result.mismatchedAccounts) {
        console.log(
          `  account ${account.accountId} (${account.kind}): stored ${account.stored}, entries sum to ${account.computed}`,
        );
      }
      for (const transaction of result.unbalancedTransactions) {
        console.log(
          `  transaction ${transaction.transactionId}: entries sum to ${transaction.sum}, or it has fewer than two`,
        );
      }
      for (const account of result.negativeAccounts) {
        console.log(`  account ${account.accountId} (${account.kind}) is below zero: ${account.balance}`);
      }
    }
    return result.ok ? 0 : 1;
  } finally {
    await mailer.stop();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(2);
  },
);
