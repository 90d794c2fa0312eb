import type { FastifyInstance } from "fastify";
import { io as connectClient, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";
import type { TestUser } from "../../../test/users";

/** Test helpers for the chat socket: real socket.io-client connections to a listening app. */

export type Received = { event: string; payload: unknown };
export type TestSocket = Socket & { received: Received[] };

export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  return address;
}

export async function chatToken(app: FastifyInstance, user: TestUser): Promise<string> {
  const answer = await app.inject({ method: "GET", url: "/api/user/chat-token", headers: user.authHeader });
  if (answer.statusCode !== 200) throw new Error(`chat-token: ${answer.statusCode} ${answer.body}`);
  return answer.json().data.token as string;
}

/** Options of the connection beyond the defaults: `agent` to connect through a Unix socket, say. */
export type ConnectOptions = Partial<ManagerOptions & SocketOptions>;

/** A client that records every event it receives, in order; it does not reconnect by itself. */
export function openSocket(url: string, auth: Record<string, unknown>, options: ConnectOptions = {}): TestSocket {
  const socket = connectClient(url, {
    path: "/socket.io",
    transports: ["websocket"],
    auth,
    reconnection: false,
    forceNew: true,
    ...options,
  }) as TestSocket;
  socket.received = [];
  socket.onAny((event: string, payload: unknown) => socket.received.push({ event, payload }));
  return socket;
}

export function whenConnected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once("connect", () => resolve());
    socket.once("connect_error", (error) => reject(error));
  });
}

export function whenRefused(socket: Socket): Promise<Error & { data?: { code?: string } }> {
  return new Promise((resolve, reject) => {
    socket.once("connect", () => reject(new Error("connected, but a refusal was expected")));
    socket.once("connect_error", (error) => resolve(error as Error & { data?: { code?: string } }));
  });
}

export async function connectAs(
  app: FastifyInstance,
  url: string,
  user: TestUser,
  options: ConnectOptions = {},
): Promise<TestSocket> {
  const socket = openSocket(url, { token: await chatToken(app, user) }, options);
  await whenConnected(socket);
  return socket;
}

/** The first event named `event` (already received or still to come) that `match` accepts. */
export function nextEvent<T = unknown>(
  socket: TestSocket,
  event: string,
  match: (payload: T) => boolean = () => true,
): Promise<T> {
  const seen = socket.received.find((item) => item.event === event && match(item.payload as T));
  if (seen) return Promise.resolve(seen.payload as T);
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/**
 * Everything the server sent this socket before now: an acknowledged round trip, whose answer
 * comes after every event the server emitted to the socket earlier (one ordered connection).
 */
export async function drain(socket: TestSocket): Promise<Received[]> {
  await socket.emitWithAck("conversation:join", { conversationId: "00000000-0000-4000-8000-000000000000" });
  return [...socket.received];
}

export function closeAll(...sockets: Socket[]): void {
  for (const socket of sockets) socket.disconnect();
}
