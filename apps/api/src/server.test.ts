import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { startTestPaymentProvider } from "../test/payment-provider";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo/users";
import { DEVELOPMENT_KEY_FILE } from "./lib/development-key";

/**
 * `npm start` as a newcomer runs it: the real server process with nothing configured, on an
 * embedded database in a folder of its own.
 */

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function newDataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "crewlance-server-"));
  folders.push(folder);
  return folder;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

type Running = { port: number; logs: string[]; stop: () => Promise<void> };

/** Starts src/server.ts with only the given variables (of those the server reads) and waits for its banner. */
async function startServer(settings: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    "HOST",
    "APP_URL",
    "JWT_SECRET",
    "DATABASE_URL",
    "SMTP_URL",
    "SEED_DEMO_DATA",
    "NODE_ENV",
    "UNIX_SOCKET_PATH",
    "PAYMENT_PROVIDER",
  ]) {
    delete env[name];
  }
  // JSON lines unless a test asks for development's readable ones (LOG_FORMAT: ""), so `messages` reads them.
  Object.assign(env, { PORT: String(port), LOG_LEVEL: "info", LOG_FORMAT: "json", TRUST_PROXY_HOPS: "", ...settings });
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let buffered = "";
    const read = (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        logs.push(line);
        if (line.includes("Crewlance is running on")) resolve();
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${logs.join("\n")}`)));
  });
  return {
    port,
    logs,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

const messages = (logs: string[]) =>
  logs.map((line) => {
    try {
      return String(JSON.parse(line).msg);
    } catch {
      return line;
    }
  });

function login(port: number, email: string) {
  return fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
}

function statusOverSocket(socketPath: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ socketPath, path: url, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on("error", reject);
  });
}

/** An address of this machine that is not loopback, if it has one. */
function networkAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
}

// Each start boots, migrates and seeds an on-disk PGlite: slow on a busy machine. The three tests
// take about 67 s alone; in a CI run whose lanes kept both cores busy the first took 347 s. The
// cap is against a hang, not a speed check.
describe("npm start with nothing configured", { timeout: 900_000 }, () => {
  it("listens on loopback, names its real port, seeds the demo accounts and keeps a private key", async () => {
    const dataDir = newDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    let accessToken: string;
    try {
      const said = messages(first.logs);
      expect(said).toContain(`Server listening at http://127.0.0.1:${first.port}`);
      expect(said.some((line) => line.includes("0.0.0.0"))).toBe(false);
      expect(said.some((line) => line.startsWith(`Crewlance is running on http://localhost:${first.port} `))).toBe(
        true,
      );
      const outside = networkAddress();
      if (outside) {
        await expect(fetch(`http://${outside}:${first.port}/api/health`)).rejects.toThrow();
      }

      const keyFile = path.join(dataDir, DEVELOPMENT_KEY_FILE);
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);

      const res = await login(first.port, DEMO_ACCOUNTS.admin.email);
      expect(res.status).toBe(200);
      accessToken = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    } finally {
      await first.stop();
    }

    // The key in DATA_DIR survives a restart, so does the session. Opened to the network now,
    // the server warns that the demo accounts seeded before still have the published password.
    // It also listens on a Unix socket (for a proxy on this host) until it stops.
    const socketPath = path.join(dataDir, "api.sock");
    const second = await startServer({ DATA_DIR: dataDir, HOST: "0.0.0.0", UNIX_SOCKET_PATH: socketPath });
    try {
      expect(messages(second.logs)).toContain(`Also listening on the Unix socket ${socketPath}`);
      expect(await statusOverSocket(socketPath, "/api/health")).toBe(200);
      expect(messages(second.logs)).toContain(
        "These demo accounts still have the README's password and can be signed into from the network: admin2@crewlance.dev, admin@crewlance.dev, company@crewlance.dev, freelancer@crewlance.dev. Change their passwords or start on a fresh database.",
      );
      const me = await fetch(`http://127.0.0.1:${second.port}/api/user`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(me.status).toBe(200);
    } finally {
      await second.stop();
    }
    expect(existsSync(socketPath)).toBe(false);
  });

  it("starts with Razorpay and demo data, the demo money a development credit; logs one readable line each", async () => {
    const provider = await startTestPaymentProvider();
    const server = await startServer({
      DATA_DIR: newDataDir(),
      LOG_FORMAT: "",
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_API_URL: provider.url,
      RAZORPAY_KEY_ID: provider.keyId,
      RAZORPAY_KEY_SECRET: provider.keySecret,
      RAZORPAY_WEBHOOK_SECRET: provider.webhookSecret,
    });
    try {
      const banner = server.logs.find((line) => line.includes("Crewlance is running on"));
      expect(banner).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Crewlance is running on http:\/\/localhost:\d+ /);
      expect(server.logs.filter((line) => line.startsWith("{"))).toEqual([]);

      const res = await login(server.port, DEMO_ACCOUNTS.company.email);
      expect(res.status).toBe(200);
      const { accessToken } = ((await res.json()) as { data: { accessToken: string } }).data;
      const wallet = await fetch(`http://127.0.0.1:${server.port}/api/wallet`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      // The demo projects were funded from the credit, and Razorpay was never asked for an order.
      expect(((await wallet.json()) as { data: { lifetimeSpent: number } }).data.lifetimeSpent).toBeGreaterThan(0);
      expect(provider.orders.size).toBe(0);
    } finally {
      await server.stop();
      await provider.close();
    }
  });

  it("creates no demo accounts while listening beyond this machine, and says so", async () => {
    const server = await startServer({ DATA_DIR: newDataDir(), HOST: "0.0.0.0" });
    try {
      const said = messages(server.logs);
      expect(said).toContain("Demo accounts are not created while the server listens on 0.0.0.0, beyond this machine.");
      expect(said.some((line) => line.startsWith(`Crewlance is running on http://localhost:${server.port} `))).toBe(
        true,
      );
      const res = await login(server.port, DEMO_ACCOUNTS.admin.email);
      expect(res.status).toBe(401);
    } finally {
      await server.stop();
    }
  });
});
