// Starts the BUILT server (run `npm run build` first) on a fresh embedded database.
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const server = fileURLToPath(new URL("../../apps/api/dist/server.js", import.meta.url));
const webIndex = fileURLToPath(new URL("../../apps/web/dist/index.html", import.meta.url));
for (const built of [server, webIndex]) {
  if (!existsSync(built)) {
    console.error(`e2e: ${built} is missing — run \`npm run build\` from the repository root first.`);
    process.exit(1);
  }
}

const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  console.error("e2e: DATA_DIR is not set.");
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

await import(server);
