#!/usr/bin/env node
// `npm run typecheck [-- <workspace folder>...]`: each workspace's tsconfig.json checked by
// TypeScript 7's native compiler (the `typescript-7` dev dependency), one workspace after the
// other, each on one thread: on a 2-core machine that is as fast as its threads and half the CPU
// (decision 0118). `typescript` 5.9 stays for the tools that read TypeScript through its API
// (dependency-cruiser in `npm run lint`) and for editors. Exits non-zero if any workspace fails.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const compiler = path.join(root, "node_modules/typescript-7/bin/tsc");

/** The root package.json's workspaces, "apps/*" read as every folder in apps. */
function workspaces() {
  const patterns = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).workspaces;
  return patterns.flatMap((pattern) =>
    pattern.endsWith("/*")
      ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(pattern.slice(0, -2), entry.name))
      : [pattern],
  );
}

const asked = process.argv.slice(2).map((folder) => path.relative(root, path.resolve(folder)));
const folders = (asked.length > 0 ? asked : workspaces()).filter((folder) =>
  existsSync(path.join(root, folder, "tsconfig.json")),
);

if (folders.length === 0) {
  console.error("typecheck: no workspace with a tsconfig.json was named");
  process.exit(1);
}

const failed = [];
for (const folder of folders) {
  const started = performance.now();
  const { status, error } = spawnSync(process.execPath, [compiler, "-p", "tsconfig.json", "--singleThreaded"], {
    cwd: path.join(root, folder),
    stdio: "inherit",
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (status === 0) console.log(`typecheck: ${folder} clean (${seconds} s)`);
  else {
    console.error(`typecheck: ${folder} FAILED (${error?.message ?? `exit ${status}`})`);
    failed.push(folder);
  }
}
if (failed.length > 0) process.exit(1);
