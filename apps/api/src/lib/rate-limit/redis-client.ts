import type { FastifyInstance } from "fastify";
import { createClient, type RedisClientType } from "redis";

/** How long a starting server waits for Redis before it serves without it (and keeps trying). */
const BOOT_WAIT_MS = 2_000;

/**
 * A Redis client that never blocks a request: commands fail at once while it is disconnected
 * (no offline queue) and it keeps reconnecting in the background, backing off to 2 s. The server
 * waits briefly for it at start, so counters are shared from the first request when Redis is up,
 * and a Redis that is down does not stop the server from starting. Closed with the app.
 */
export function connectRedis(app: FastifyInstance, url: string): RedisClientType {
  const client: RedisClientType = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: BOOT_WAIT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  let reported = false;
  client.on("error", (error: Error) => {
    // Every failed reconnect emits an error: report the first of an outage only.
    if (!reported) app.log.warn({ err: error }, "Redis is not reachable; retrying in the background");
    reported = true;
  });
  client.on("ready", () => {
    if (reported) app.log.info("Redis is reachable again");
    reported = false;
  });
  // Resolves once connected, however many retries that takes; never rejects (no strategy gives up).
  const connected = client.connect().then(
    () => {},
    () => {},
  );
  app.addHook("onReady", async () => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([connected, new Promise((resolve) => (timer = setTimeout(resolve, BOOT_WAIT_MS)))]);
    clearTimeout(timer);
  });
  app.addHook("onClose", async () => {
    if (client.isOpen) await client.close().catch(() => client.destroy());
    else client.destroy();
  });
  return client;
}
