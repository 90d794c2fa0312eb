import { buildApp } from "./app";
import { type Config, ConfigError, loadConfig } from "./config";
import { demoAccountsWithPublishedPassword, seedDemoData } from "./demo/index";
import { developmentSigningKey } from "./lib/development-key";
import { developmentVapidKeys } from "./lib/development-vapid-keys";
import { isLoopbackHost } from "./lib/loopback";
import { listenOnUnixSocket, UnixSocketError } from "./lib/unix-socket";
import { sealPlainWithdrawalMethods } from "./modules/money/index";

function readConfig(): Config {
  try {
    const loaded = loadConfig();
    // Production never makes VAPID keys of its own: without VAPID_* push is off (decision 0105).
    const config =
      loaded.push.vapidSource === "process"
        ? { ...loaded, push: { ...loaded.push, vapidKeys: developmentVapidKeys(loaded.dataDir) } }
        : loaded;
    // Production never gets here without JWT_SECRET (loadConfig refuses it).
    if (config.jwtSecretSource === "environment") return config;
    return { ...config, jwtSecret: developmentSigningKey(config.dataDir) };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp(config);
  const onLoopback = await isLoopbackHost(config.host);
  const sealed = await sealPlainWithdrawalMethods(app.ctx);
  if (sealed > 0) app.log.info({ sealed }, "saved bank accounts from before encryption at rest were sealed");
  if (config.seedDemoData) {
    // Their password is in the README: anyone who can reach the server could sign in as the admin.
    if (onLoopback) await seedDemoData(app.ctx);
    else app.log.warn(`Demo accounts are not created while the server listens on ${config.host}, beyond this machine.`);
  }
  if (config.env !== "production" && !onLoopback) {
    app.log.warn(`Development server listening on ${config.host}: the dev outbox still answers only this machine.`);
  }
  if (!onLoopback) {
    const open = await demoAccountsWithPublishedPassword(app.ctx);
    if (open.length > 0) {
      app.log.warn(
        `These demo accounts still have the README's password and can be signed into from the network: ${open.join(", ")}. Change their passwords or start on a fresh database.`,
      );
    }
  }

  let closing = false;
  let stopUnixSocket: (() => Promise<void>) | undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await stopUnixSocket?.();
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  if (config.unixSocketPath) {
    stopUnixSocket = await listenOnUnixSocket(app, config.unixSocketPath).catch(async (error: unknown) => {
      if (!(error instanceof UnixSocketError)) throw error;
      console.error(error.message);
      await app.close();
      process.exit(1);
    });
    app.log.info(`Also listening on the Unix socket ${config.unixSocketPath}`);
  }
  const database = app.ctx.dbKind === "pglite" ? `embedded PGlite in ${config.dataDir}` : "PostgreSQL";
  app.log.info(`Crewlance is running on ${config.appUrl} (database: ${database})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
