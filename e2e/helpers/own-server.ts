// A journey's own built server (payouts, the tax story, hourly, notification preferences), started by the spec
// file that needs it and stopped when that file is done, rather than by Playwright's webServer for
// the whole run: each one's timed sweeps, mail retries and demo seed otherwise ran through all
// twenty minutes of journeys on the same two cores (bench/notes/0110-ci-cpu.md).
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { test } from "@playwright/test";
import { E2E_DATA_DIR } from "./data-dir";

const isCI = Boolean(process.env.CI);
const E2E_DIR = fileURLToPath(new URL("..", import.meta.url));
/** Under CI's load a built server with its demo seed has taken minutes to answer (decision 0110). */
const START_TIMEOUT_MS = isCI ? 240_000 : 120_000;
const STOP_TIMEOUT_MS = 10_000;

export type OwnServer = {
  /** helpers/<script>: the entry that sets its providers up and imports the built server. */
  script: string;
  port: number;
  /** Beside the main server's data dir (which that server empties as it starts). */
  dataDirSuffix: string;
  env?: Record<string, string>;
};

export function ownServerUrl(server: Pick<OwnServer, "port">): string {
  return `http://localhost:${server.port}`;
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Whether `child` has ended; `exitCode` alone misses a process ended by a signal. */
function ended(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function start(server: OwnServer): Promise<ChildProcess> {
  const url = ownServerUrl(server);
  if (await answersHealth(url)) {
    throw new Error(`${url} already answers: a server from an earlier run still holds port ${server.port}.`);
  }
  const child = spawn(process.execPath, ["--import", "tsx", `helpers/${server.script}`], {
    cwd: E2E_DIR,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "localhost",
      PORT: String(server.port),
      APP_URL: url,
      DATA_DIR: `${E2E_DATA_DIR}-${server.dataDirSuffix}`,
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      DATABASE_URL: "",
      ...server.env,
    },
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answersHealth(url))) {
    if (ended(child)) throw new Error(`helpers/${server.script} exited with ${child.exitCode ?? child.signalCode}.`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`helpers/${server.script} did not answer ${url}/api/health within ${START_TIMEOUT_MS} ms.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (ended(child)) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Runs `server` for the spec file that calls this (at its top level): started before its first
 * journey, stopped after its last. A retried journey runs in a new worker, on a fresh server.
 */
export function runOwnServer(server: OwnServer): void {
  let child: ChildProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(START_TIMEOUT_MS + STOP_TIMEOUT_MS);
    child = await start(server);
  });
  test.afterAll(async () => {
    if (child) await stop(child);
  });
}
