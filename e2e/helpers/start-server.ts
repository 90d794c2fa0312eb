// Starts the BUILT server (run `npm run build` and `npm run -w @crewlance/web build:e2e` first)
// on a fresh embedded database, with three local OAuth providers shaped like Google, LinkedIn
// and GitHub for the social sign-in journeys.
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startTestOAuthProvider } from "@crewlance/test-oauth-provider";
import { OAUTH_CLIENT_IDS, OAUTH_PORTS, SHAPES } from "./oauth-providers";

const server = fileURLToPath(new URL("../../apps/api/dist/server.js", import.meta.url));
const webDist = fileURLToPath(new URL("../../apps/web/dist-e2e", import.meta.url));
for (const built of [server, `${webDist}/index.html`]) {
  if (!existsSync(built)) {
    console.error(`e2e: ${built} is missing — run \`npm run build\` and \`npm run -w @crewlance/web build:e2e\`.`);
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

for (const shape of SHAPES) {
  const provider = await startTestOAuthProvider({
    shape,
    port: OAUTH_PORTS[shape],
    clientId: OAUTH_CLIENT_IDS[shape],
    clientSecret: `${OAUTH_CLIENT_IDS[shape]}-secret`,
  });
  Object.assign(process.env, provider.env);
}
process.env.WEB_DIST_DIR = webDist;

await import(server);
