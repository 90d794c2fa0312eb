import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { io as connectClient, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EVENTUALLY } from "../../test/eventually";
import { RecoveryAdapter } from "./recovery-adapter";

// The in-memory connection state recovery (decision 0070) with a real Socket.IO server and real
// clients: what a socket that drops and comes back is replayed, and when it starts afresh.

const WINDOW_MS = 400;
/** Long enough that a drop and return on a loaded machine stays inside it. */
const LONG_WINDOW_MS = 10_000;
const closers: Array<() => void> = [];

afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function startServer(windowMs = WINDOW_MS): Promise<{ io: Server; url: string }> {
  const http = createServer();
  const io = new Server(http, {
    transports: ["websocket"],
    connectionStateRecovery: { maxDisconnectionDuration: windowMs, skipMiddlewares: true },
    adapter: RecoveryAdapter,
  });
  io.on("connection", (socket) => {
    const room = socket.handshake.auth.room;
    if (typeof room === "string" && !socket.recovered) socket.join(room);
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  closers.push(() => io.close());
  return { io, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

type Client = Socket & { heard: string[] };

async function connect(url: string, room: string): Promise<Client> {
  const socket = connectClient(url, { transports: ["websocket"], auth: { room }, reconnection: false }) as Client;
  socket.heard = [];
  socket.on("note", (text: string) => socket.heard.push(text));
  closers.push(() => socket.disconnect());
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  return socket;
}

/** The network drops (not a goodbye): the server keeps the session for recovery. */
async function drop(socket: Socket): Promise<void> {
  const gone = new Promise((resolve) => socket.once("disconnect", resolve));
  socket.io.engine.close();
  await gone;
}

async function reconnect(socket: Client): Promise<void> {
  socket.connect();
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  // The replayed events come right after the connection.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("RecoveryAdapter", () => {
  it("replays, in order, what was sent to the socket's rooms while it was away, and nothing else", async () => {
    const { io, url } = await startServer(LONG_WINDOW_MS);
    const ravi = await connect(url, "team-a");
    const other = await connect(url, "team-b");
    io.to("team-a").emit("note", "before");
    await vi.waitFor(() => expect(ravi.heard).toEqual(["before"]), EVENTUALLY);

    await drop(ravi);
    io.to("team-a").emit("note", "one");
    io.to("team-b").emit("note", "not for Ravi");
    io.to(["team-a", "team-b"]).emit("note", "two");
    io.to("team-a").except(other.id!).emit("note", "three");
    io.to("team-a").except("team-a").emit("note", "excepted");
    await reconnect(ravi);

    expect(ravi.recovered).toBe(true);
    await vi.waitFor(() => expect(ravi.heard).toEqual(["before", "one", "two", "three"]), EVENTUALLY);
    // A second drop and return replays only what came after the last event it heard.
    await drop(ravi);
    io.to("team-a").emit("note", "four");
    await reconnect(ravi);
    expect(ravi.recovered).toBe(true);
    await vi.waitFor(() => expect(ravi.heard).toEqual(["before", "one", "two", "three", "four"]), EVENTUALLY);
  });

  it("starts afresh after the window, and forgets events older than it", async () => {
    const { io, url } = await startServer();
    const late = await connect(url, "team-a");
    io.to("team-a").emit("note", "first");
    await pause(50);
    await drop(late);
    await pause(WINDOW_MS + 100);
    io.to("team-a").emit("note", "missed for good");
    await reconnect(late);
    expect(late.recovered).toBe(false);
    expect(late.heard).toEqual(["first"]);

    // Its session is still within the window, but the event it last heard has left it: no hole is replayed.
    const quiet = await connect(url, "team-b");
    io.to("team-b").emit("note", "old");
    await pause(WINDOW_MS + 100);
    await drop(quiet);
    io.to("team-b").emit("note", "new");
    await reconnect(quiet);
    expect(quiet.recovered).toBe(false);
    expect(quiet.heard).toEqual(["old"]);
  });

  it("does not recover a session on another server, whose offsets are not its own", async () => {
    const first = await startServer(LONG_WINDOW_MS);
    const second = await startServer(LONG_WINDOW_MS);
    const ravi = await connect(first.url, "team-a");
    first.io.to("team-a").emit("note", "hello");
    await pause(50);
    await drop(ravi);
    // The same private id and offset, presented to another server.
    (ravi.io as unknown as { uri: string }).uri = second.url;
    await reconnect(ravi);
    expect(ravi.recovered).toBe(false);
  });
});
