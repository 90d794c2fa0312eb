import { CHAT_CONNECT_ERRORS, CHAT_SERVER_EVENTS, CHAT_SOCKET_PATH } from "@crewlance/contracts/chat-values";
import { createAdapter } from "@socket.io/redis-streams-adapter";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createClient } from "redis";
import { Server, type Socket } from "socket.io";
import { users } from "../db/schema/users";
import { verifyAccessTokenSync } from "../lib/tokens";
import { type RealtimeEmitter, type RealtimePublisher, userRoom } from "./publisher";
import { RecoveryAdapter } from "./recovery-adapter";

/*
 * The Socket.IO server on the API's own HTTP server (path /socket.io, decision 0045). A socket
 * authenticates once, at connection, with the short-lived chat token (audience "chat") from
 * GET /user/chat-token; the client fetches a fresh token before it reconnects. With REDIS_URL the
 * Redis streams adapter fans events out to every instance and keeps the sessions that connection
 * state recovery restores; without it, one instance keeps both in memory.
 */

/** What every authenticated socket carries in `socket.data`. */
export type SocketUser = { userId: string };
export type AppSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketUser>;

/** A short disconnection (a tunnel, a phone waking up) replays what was missed; longer ones use REST catch-up. */
const RECOVERY_WINDOW_MS = 2 * 60_000;

class ConnectError extends Error {
  readonly data: { code: string };
  constructor(message: string, code: string) {
    super(message);
    this.data = { code };
  }
}

/** The handshake's token checked as the HTTP auth checks a session: signature, audience, account. */
async function authenticateSocket(app: FastifyInstance, socket: Socket): Promise<SocketUser> {
  const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof token !== "string" || token.trim() === "") {
    throw new ConnectError(CHAT_CONNECT_ERRORS.missingToken, "UNAUTHENTICATED");
  }
  const claims = verifyAccessTokenSync(token.trim(), app.ctx.config.jwtSecret, "chat");
  if (!claims) throw new ConnectError(CHAT_CONNECT_ERRORS.invalidToken, "TOKEN_INVALID");
  const [row] = await app.ctx.db
    .select({ id: users.id, status: users.status, sessionsValidAfter: users.sessionsValidAfter })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!row) throw new ConnectError(CHAT_CONNECT_ERRORS.invalidToken, "TOKEN_INVALID");
  if (row.status === "SUSPENDED") throw new ConnectError(CHAT_CONNECT_ERRORS.suspended, "ACCOUNT_SUSPENDED");
  // "Sign out everywhere" (and a suspension) after the token was issued ends it too.
  if (row.sessionsValidAfter && claims.issuedAt * 1000 < row.sessionsValidAfter.getTime()) {
    throw new ConnectError(CHAT_CONNECT_ERRORS.invalidToken, "TOKEN_INVALID");
  }
  return { userId: row.id };
}

function emitterOf(io: Server): RealtimeEmitter {
  return {
    emit(rooms, event, payload, except) {
      const target = io.to([...rooms]);
      (except && except.length > 0 ? target.except([...except]) : target).emit(event, payload);
    },
    async connectedUsersAmong(userIds) {
      const connected = new Set<string>();
      const elsewhere: string[] = [];
      // This instance first: no round trip through Redis for someone connected here.
      const local = io.of("/").adapter.rooms;
      for (const id of userIds) (local.get(userRoom(id))?.size ?? 0) > 0 ? connected.add(id) : elsewhere.push(id);
      if (elsewhere.length === 0) return connected;
      // Other instances are asked through Redis, once for all; unanswered (Redis down), they count as away.
      const sockets = await io
        .in(elsewhere.map(userRoom))
        .fetchSockets()
        .catch(() => []);
      for (const socket of sockets) connected.add(socket.data.userId);
      return connected;
    },
    joinUsersTo(userIds, room) {
      if (userIds.length > 0) io.in(userIds.map(userRoom)).socketsJoin(room);
    },
  };
}

type RedisClient = ReturnType<typeof createClient>;

/**
 * The adapter's Redis client. It connects in the background and reconnects by itself: an
 * instance starts and serves its own sockets while Redis is down (events then reach other
 * instances once it is back, from the commands queued meanwhile), and says so once in the log.
 */
function redisAdapter(app: FastifyInstance, url: string, prefix: string) {
  // Commands wait up to 30 s, not the client's default 5 s: on a loaded machine a reply can
  // take longer, and the adapter publishes some messages without handling a rejection (a
  // timed-out PUBLISH crashed an instance in bench:chat, decision 0057).
  const client: RedisClient = createClient({ url, commandOptions: { timeout: 30_000 } });
  let reported = false;
  client.on("error", (error: unknown) => {
    if (reported) return;
    reported = true;
    app.log.warn({ err: error }, "chat events stay on this instance until Redis is reachable again");
  });
  client.on("ready", () => {
    if (reported) app.log.info("Redis is reachable again; chat events reach every instance");
    reported = false;
  });
  client.connect().catch(() => undefined);
  const adapter = createAdapter(client, {
    streamName: `${prefix}socket.io`,
    channelPrefix: `${prefix}socket.io`,
    sessionKeyPrefix: `${prefix}sio:session:`,
    onlyPlaintext: true,
    // Every instance reads the one stream from its last offset, and XADD trims it to about
    // maxLen entries: an instance more than maxLen entries behind silently skips what was trimmed
    // (deliveries lost — what bench:chat saw with two deployments on one stream, decision 0057).
    // Room for about 25 s at the bench's 2,000 events a second, read a thousand at a time.
    maxLen: 50_000,
    readCount: 1_000,
  });
  return { adapter, client };
}

export type SocketHooks = {
  /**
   * Runs before the client hears it is connected (joining rooms here means no event sent right
   * after connecting is missed). Not run for a recovered socket, whose rooms are restored.
   */
  prepare: (socket: AppSocket) => Promise<void>;
  /** Registers the event handlers of every new or recovered socket. */
  onConnection: (socket: AppSocket) => void;
};

/**
 * Attaches the socket server to the app's HTTP server and the publisher to it. Every socket is
 * authenticated, in its user's room and prepared before it counts as connected.
 */
export async function attachSocketServer(
  app: FastifyInstance,
  publisher: RealtimePublisher,
  hooks: SocketHooks,
): Promise<Server> {
  const { config } = app.ctx;
  const redis = config.redisUrl ? redisAdapter(app, config.redisUrl, config.redisKeyPrefix) : null;
  const io = new Server(app.server, {
    path: CHAT_SOCKET_PATH,
    serveClient: false,
    // WebSocket only: every request of a connection is one TCP stream, so a balancer needs no
    // sticky sessions (HTTP long-polling would spread a handshake over instances).
    transports: ["websocket"],
    cors: { origin: config.appUrl, credentials: true },
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: true },
    // Without Redis, events kept for recovery as text (decision 0070) rather than as live objects.
    adapter: redis ? redis.adapter : RecoveryAdapter,
  });

  io.use((socket, next) => {
    authenticateSocket(app, socket)
      .then(async (user) => {
        socket.data = user;
        await socket.join(userRoom(user.userId));
        await hooks.prepare(socket as AppSocket);
      })
      .then(
        () => next(),
        (error: unknown) => {
          if (error instanceof ConnectError) next(error);
          else {
            app.log.error({ err: error }, "socket authentication failed");
            next(new ConnectError("Chat is unavailable right now. Please try again.", "INTERNAL"));
          }
        },
      );
  });

  io.on("connection", (socket: AppSocket) => {
    // A recovered socket is back in its rooms already, and its missed events are replayed.
    // A first broadcast gives a new one an offset: without one, a drop before any other event
    // could not be recovered (the adapter replays only from a known offset).
    if (!socket.recovered) io.to(socket.id).emit(CHAT_SERVER_EVENTS.ready, {});
    hooks.onConnection(socket);
  });

  publisher.attach(emitterOf(io));
  // Before the HTTP server closes: this instance's sockets end (others' stay on their instances).
  app.addHook("preClose", async () => {
    publisher.detach();
    io.local.disconnectSockets(true);
    io.engine.close();
    await io.of("/").adapter.close();
    // Destroyed, not closed: the adapter's blocking stream read would hold a close for seconds.
    redis?.client.destroy();
  });
  return io;
}
