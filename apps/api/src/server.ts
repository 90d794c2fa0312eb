import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { seedDemoAccounts } from "./modules/users/seed";

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  if (config.seedDemoData) await seedDemoAccounts(app.ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  const database = app.ctx.dbKind === "pglite" ? `embedded PGlite in ${config.dataDir}` : "PostgreSQL";
  app.log.info(`Crewlance is running on ${config.appUrl} (database: ${database})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
