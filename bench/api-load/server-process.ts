import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { PLATFORM_TAX_IDENTITY } from "../../apps/api/test/production-env";

/** What the benches run the API with: production mode on `databaseUrl`, quiet, no demo data. */
export function benchApiEnv(input: { port: number; databaseUrl: string; dataDir: string }): Record<string, string> {
  return {
    NODE_ENV: "production",
    ...PLATFORM_TAX_IDENTITY,
    HOST: "127.0.0.1",
    PORT: String(input.port),
    APP_URL: `http://127.0.0.1:${input.port}`,
    DATABASE_URL: input.databaseUrl,
    DATA_DIR: input.dataDir,
    JWT_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
    SEED_DEMO_DATA: "false",
  };
}

/**
 * A built server (or any Node entry) as a child process with `env` over this one's, on `node` (this
 * process's Node unless named: bench/production-node.mjs names production's).
 */
export function startProcess(
  entry: string,
  env: Record<string, string>,
  args: string[] = [],
  node = process.execPath,
): ChildProcess {
  return spawn(node, [...args, entry], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Waits until `url` answers 2xx, failing at once if the process behind it exits. */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the process for ${url} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** POSTs JSON (signed in with `token` if given) and answers the envelope's `data`; any refusal throws. */
export async function postJson<T = Record<string, unknown>>(
  url: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: T; message?: string };
  if (!res.ok || !json.data) throw new Error(`${url}: ${res.status} ${json.message}`);
  return json.data;
}
