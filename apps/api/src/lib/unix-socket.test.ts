import { spawn } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { throughUnixSocket } from "../../test/unix-socket-client";
import { createUser, type TestUser } from "../../test/users";
import { closeAll, connectAs, nextEvent, type TestSocket } from "../modules/chat/socket-testing";
import { openDirect, sendText } from "../modules/chat/testing";
import { listenOnUnixSocket, UNIX_SOCKET_MODE, UnixSocketError } from "./unix-socket";

// The app on a real Unix socket beside its TCP port: HTTP, the chat's WebSocket, the file's
// mode and life, and what is refused. PGlite, and PostgreSQL with TEST_DATABASE=postgres.
let t: TestApp;
let dir: string;
let socketPath: string;
let stop: () => Promise<void>;
let asha: TestUser;
let ravi: TestUser;
const open: TestSocket[] = [];

function getOverSocket(
  url: string,
  headers: Record<string, string> = {},
  through = socketPath,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ socketPath: through, path: url, headers, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    }).on("error", reject);
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  dir = mkdtempSync(path.join(tmpdir(), "crewlance-unix-"));
  socketPath = path.join(dir, "api.sock");
  stop = await listenOnUnixSocket(t.app, socketPath);
  asha = await createUser(t.app, { role: "COMPANY", fullName: "Asha Rao" });
  ravi = await createUser(t.app, { role: "FREELANCER", fullName: "Ravi Kumar" });
});
afterAll(async () => {
  closeAll(...open);
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the API on a Unix socket", () => {
  it("serves the same routes as on its port, from a file only its owner and group may open", async () => {
    const health = await getOverSocket("/api/health");
    expect(health.status).toBe(200);
    const file = lstatSync(socketPath);
    expect(file.isSocket()).toBe(true);
    expect(file.mode & 0o777).toBe(UNIX_SOCKET_MODE);
  });

  it("counts a connection as from this machine, and one a proxy relays as the proxy's client", async () => {
    // The dev outbox answers only this machine: a local client on the socket is one, a relayed request is not.
    expect((await getOverSocket("/api/dev/outbox")).status).toBe(200);
    const relayed = await getOverSocket("/api/dev/outbox", { "x-forwarded-for": "203.0.113.9" });
    expect(relayed.status).toBe(403);
  });

  it("carries the chat's WebSocket: a message from a client on the port reaches one on the socket", async () => {
    const conversationId = await openDirect(t.app, asha, ravi);
    // A closed port in the address: only the socket file can carry this connection.
    const onSocket = await connectAs(t.app, "http://127.0.0.1:9", ravi, throughUnixSocket(socketPath));
    open.push(onSocket);
    const arrived = nextEvent<{ message: { body: string } }>(
      onSocket,
      "message:new",
      (event) => event.message.body === "Over the socket file",
    );
    await sendText(t.app, asha, conversationId, "Over the socket file");
    expect((await arrived).message.body).toBe("Over the socket file");
  });
});

describe("starting on a path that is taken", () => {
  it("replaces a socket file a killed process left, and refuses a live socket or another file", async () => {
    const stale = path.join(dir, "stale.sock");
    // A process that dies without closing leaves its socket file behind.
    const child = spawn(process.execPath, [
      "-e",
      `require("node:net").createServer().listen(${JSON.stringify(stale)}, () => console.log("up"))`,
    ]);
    await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    expect(existsSync(stale)).toBe(true);
    const another = await createTestApp();
    await another.app.listen({ host: "127.0.0.1", port: 0 });
    try {
      const stopAnother = await listenOnUnixSocket(another.app, stale);
      expect((await getOverSocket("/api/health", {}, stale)).status).toBe(200);
      await stopAnother();
      expect(existsSync(stale)).toBe(false);

      const live = createServer().listen(stale);
      await new Promise((resolve) => live.once("listening", resolve));
      await expect(listenOnUnixSocket(another.app, stale)).rejects.toThrow(UnixSocketError);
      await expect(listenOnUnixSocket(another.app, stale)).rejects.toThrow(/Another process is listening/);
      await new Promise((resolve) => live.close(resolve));

      const plain = path.join(dir, "notes.txt");
      writeFileSync(plain, "not a socket");
      await expect(listenOnUnixSocket(another.app, plain)).rejects.toThrow(/exists and is not a socket/);
      expect(existsSync(plain)).toBe(true);
    } finally {
      await another.close();
    }
  });

  it("removes its file when the app closes", async () => {
    const another = await createTestApp();
    await another.app.listen({ host: "127.0.0.1", port: 0 });
    const own = path.join(dir, "own.sock");
    await listenOnUnixSocket(another.app, own);
    expect(existsSync(own)).toBe(true);
    await another.close();
    expect(existsSync(own)).toBe(false);
    // The first app's socket is still there, and stops when asked.
    expect(existsSync(socketPath)).toBe(true);
    await stop();
    expect(existsSync(socketPath)).toBe(false);
  });
});
