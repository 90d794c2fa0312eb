// The Node the API runs on in production (Node 24 LTS, see README.md), for a benchmark that
// times the server itself. This machine's Node is 20, and the chat server on Node 24 used ~15%
// less CPU per message in the same runs (decision 0072). BENCH_SERVER_NODE names another binary.
import { execFileSync } from "node:child_process";
import { homedir } from "node:os";
import path from "node:path";

const MAJOR = "v24.";

/** Where .ci/run keeps its Node 24 (NODE24_DIR): one download serves both. */
function cacheDir() {
  const cache = process.env.XDG_CACHE_HOME ?? path.join(homedir(), ".cache");
  return process.env.NODE24_DIR ?? path.join(cache, "crewlance-node24");
}

function versionOf(binary) {
  try {
    return execFileSync(binary, ["-v"], { encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

/** The path and version of a Node 24 binary, installed from npm (package `node@24`) if none is at hand. */
export function productionNode() {
  const named = process.env.BENCH_SERVER_NODE;
  if (named) return { path: named, version: versionOf(named) };
  if (process.version.startsWith(MAJOR)) return { path: process.execPath, version: process.version };
  const dir = cacheDir();
  const binary = path.join(dir, "node_modules", ".bin", "node");
  if (!versionOf(binary).startsWith(MAJOR)) {
    console.log(`  installing Node 24 (npm package node@24) into ${dir}…`);
    execFileSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", dir, "node@24"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  const version = versionOf(binary);
  if (!version.startsWith(MAJOR)) throw new Error(`${binary} is not Node 24 (${version || "it does not run"}).`);
  return { path: binary, version };
}
