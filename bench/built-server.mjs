// Starts the built API (apps/api/dist/server.js, which also serves the built web app) on a port
// of this machine, with a throwaway data folder, for the benchmarks that measure it from outside.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
// BENCH_SERVER_ENTRY measures another build of the API (one made elsewhere, say) with the same script.
export const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY ?? path.resolve(here, "../apps/api/dist/server.js");
// BENCH_WEB_DIST measures another build of the web app with the same scripts.
export const WEB_DIST = process.env.BENCH_WEB_DIST ?? path.resolve(here, "../apps/web/dist");

/**
 * Resolves once /api/health answers 200. `env` adds to (and overrides) the defaults: development
 * on 127.0.0.1 with the embedded database, no demo data, warnings only.
 */
export async function startBuiltServer({ port, env = {} }) {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing — run \`npm run build\` first.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "crewlance-bench-"));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: WEB_DIST,
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Up to three minutes: the first start migrates a fresh embedded database, which takes far
  // longer when `npm test`'s other lanes hold both cores (a liveness bound, not a timing).
  const deadline = Date.now() + Number(process.env.BUILT_SERVER_START_MS ?? 180_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { baseUrl, dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the built server did not answer on port ${port}.`);
}
