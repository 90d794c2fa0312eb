#!/usr/bin/env node
// Makes sure Debian's Chromium is at /usr/bin/chromium for the Playwright journeys.
// Playwright never downloads a browser here: the only registries reachable are npm and
// Debian's, so the browser comes from the `chromium` package. Quick when already present.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH as CHROMIUM } from "./chromium.mjs";

if (existsSync(CHROMIUM)) process.exit(0);

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  console.error("Install it by hand with: sudo apt-get update && sudo apt-get install -y chromium");
  process.exit(1);
}

if (process.platform !== "linux") fail(`${CHROMIUM} is missing and this is not Linux (${process.platform}).`);
if (!existsSync("/usr/bin/apt-get")) fail(`${CHROMIUM} is missing and apt-get is not available.`);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
let prefix = [];
if (!isRoot) {
  const sudo = spawnSync("sudo", ["-n", "true"], { stdio: "ignore" });
  if (sudo.error || sudo.status !== 0) {
    fail(`${CHROMIUM} is missing; installing it needs root, and passwordless sudo is not available.`);
  }
  prefix = ["sudo", "-n"];
}

function run(args) {
  const [command, ...rest] = [...prefix, ...args];
  console.log(`ensure-chromium: ${[command, ...rest].join(" ")}`);
  const result = spawnSync(command, rest, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`\`${args.join(" ")}\` exited with ${result.status}.`);
}

run(["apt-get", "update"]);
run(["apt-get", "install", "-y", "--no-install-recommends", "chromium"]);

if (!existsSync(CHROMIUM)) fail(`the chromium package installed but ${CHROMIUM} is still missing.`);
console.log(`ensure-chromium: ${CHROMIUM} is installed.`);
