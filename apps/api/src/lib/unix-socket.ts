import { chmod, lstat, rm } from "node:fs/promises";
import { connect, createServer, type Server, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/*
 * UNIX_SOCKET_PATH (decision 0071): the API also accepts connections on a Unix socket, for a
 * reverse proxy on the same host. Each connection is handed to the app's own HTTP server, so it
 * is served exactly as one on PORT is: the same routes, and WebSocket upgrades for Socket.IO.
 * A write to a Unix socket skips the TCP stack of both ends: at 2,000 chat connections the
 * server spent a quarter of its CPU in the loopback TCP writes of its deliveries (bench/REPORT.md).
 */

/** The socket's mode: its owner and group (the proxy's) may connect, nobody else. */
export const UNIX_SOCKET_MODE = 0o660;

/**
 * A Unix socket has no peer address, and its peer is on this machine: it reads as loopback, as a
 * connection to 127.0.0.1 does. The per-address limits and the dev outbox's this-machine rule
 * then hold as they do on loopback (a proxy's X-Forwarded-For still names the real client).
 */
const PEER_ADDRESS = "127.0.0.1";

export class UnixSocketError extends Error {}

/** Answers whether a process accepts connections on `path` (a live server, not a stale file). */
function isListening(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(path);
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
}

/**
 * A socket file left by a process that stopped without closing it is removed; anything else at
 * the path is refused with a sentence rather than deleted or shared.
 */
async function clearStaleSocket(path: string): Promise<void> {
  const existing = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (!existing) return;
  if (!existing.isSocket()) throw new UnixSocketError(`UNIX_SOCKET_PATH ${path} exists and is not a socket.`);
  if (await isListening(path)) {
    throw new UnixSocketError(`Another process is listening on UNIX_SOCKET_PATH ${path}.`);
  }
  await rm(path, { force: true });
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/**
 * Accepts connections on `path` as well as on the app's TCP port, after `app.listen`. Returns
 * how to stop: new connections are refused and the file removed (open ones end with the app's
 * HTTP server and its sockets). It also stops when the app's HTTP server closes.
 */
export async function listenOnUnixSocket(app: FastifyInstance, path: string): Promise<() => Promise<void>> {
  await clearStaleSocket(path);
  const server = createServer((connection: Socket) => {
    Object.defineProperty(connection, "remoteAddress", { value: PEER_ADDRESS });
    app.server.emit("connection", connection);
  });
  await listen(server, path);
  await chmod(path, UNIX_SOCKET_MODE);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // Not waiting for the connections it accepted: they belong to the HTTP server now.
    server.close();
    await rm(path, { force: true });
  };
  app.server.once("close", () => void stop());
  return stop;
}
