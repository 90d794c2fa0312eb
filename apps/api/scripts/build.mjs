// Bundles the API into dist/server.js: workspace packages (contracts) are inlined,
// npm dependencies stay external, and the SQL migrations and help articles are copied beside the bundle.
import { cpSync, readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@crewlance/"));

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
});
cpSync("src/db/migrations", "dist/migrations", { recursive: true });
// The help center reads its articles from the repository at start (decision 0049).
cpSync("help-articles", "dist/help-articles", { recursive: true });
console.log("api built to dist/server.js");
