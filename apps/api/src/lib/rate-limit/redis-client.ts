import { createClient, type RedisClientType } from "redis";

type Log = { warn: (details: object, message: string) => void };

/**
 * A Redis client that never blocks a request: commands fail at once while it is disconnected
 * (no offline queue), it keeps reconnecting in the background (backing off to 2 s), and a
 * Redis that is down at boot does not stop the server from starting.
 */
export function connectRedis(url: string, log: Log): RedisClientType {
  const client: RedisClientType = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  let reported = false;
  client.on("error", (error: Error) => {
    // Every failed reconnect emits an error: report the first of an outage only.
    if (!reported) log.warn({ err: error }, "Redis is not reachable; retrying in the background");
    reported = true;
  });
  client.on("ready", () => {
    reported = false;
  });
  client.connect().catch(() => {});
  return client;
}

/** Closes the client whether or not it ever connected. */
export async function closeRedis(client: RedisClientType): Promise<void> {
  if (client.isOpen) await client.close().catch(() => client.destroy());
  else client.destroy();
}
