// What every extra e2e server (payouts, hourly) does before it starts: the built API and web app
// must be there, and its data dir starts empty. Answers the server's entry and the web build.
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

export function prepareBuiltServer(): { server: string; webDist: string } {
  const server = fileURLToPath(new URL("../../apps/api/dist/server.js", import.meta.url));
  const webDist = fileURLToPath(new URL("../../apps/web/dist-e2e", import.meta.url));
  for (const built of [server, `${webDist}/index.html`]) {
    if (!existsSync(built)) {
      console.error(`e2e: ${built} is missing — run \`npm run build\` and \`npm run -w @crewlance/web build:e2e\`.`);
      process.exit(1);
    }
  }
  const dataDir = process.env.DATA_DIR;
  if (!dataDir || !process.env.APP_URL) {
    console.error("e2e: DATA_DIR and APP_URL must be set.");
    process.exit(1);
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  return { server, webDist };
}
