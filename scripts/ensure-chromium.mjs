#!/usr/bin/env node
// Makes sure Debian's Chromium is installed for the Playwright journeys and the Lighthouse benches:
// the whole browser (`chromium`) and its headless shell (`chromium-headless-shell`), which the
// journeys run in (decision 0116). Playwright never downloads a browser here: the only registries
// reachable are npm and Debian's. Quick when both are present. Without the headless shell (it
// could not be installed) the journeys run in the whole browser, so only a missing `chromium` fails.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./chromium.mjs";

const PACKAGES = [
  { name: "chromium", path: CHROMIUM_PATH },
  { name: "chromium-headless-shell", path: HEADLESS_SHELL_PATH },
];

const missing = () => PACKAGES.filter((pkg) => !existsSync(pkg.path));
if (missing().length === 0) process.exit(0);

/** Ends the script: an error while `chromium` is missing, a warning when only the shell is. */
function giveUp(message) {
  const left = missing();
  const names = left.map((pkg) => pkg.name).join(" ");
  if (left.some((pkg) => pkg.path === CHROMIUM_PATH)) {
    console.error(`ensure-chromium: ${message}`);
    console.error(`Install it by hand with: sudo apt-get update && sudo apt-get install -y ${names}`);
    process.exit(1);
  }
  console.warn(`ensure-chromium: ${message}`);
  console.warn(`ensure-chromium: the journeys run in ${CHROMIUM_PATH} instead of ${HEADLESS_SHELL_PATH}.`);
  process.exit(0);
}

const wanted = missing().map((pkg) => pkg.name);
if (process.platform !== "linux")
  giveUp(`${wanted.join(" and ")} missing, and this is not Linux (${process.platform}).`);
if (!existsSync("/usr/bin/apt-get")) giveUp(`${wanted.join(" and ")} missing, and apt-get is not available.`);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
let prefix = [];
if (!isRoot) {
  const sudo = spawnSync("sudo", ["-n", "true"], { stdio: "ignore" });
  if (sudo.error || sudo.status !== 0) {
    giveUp(`${wanted.join(" and ")} missing; installing needs root, and passwordless sudo is not available.`);
  }
  prefix = ["sudo", "-n"];
}

/** Runs an apt-get command; the reason it failed, or null. */
function run(args) {
  const [command, ...rest] = [...prefix, ...args];
  console.log(`ensure-chromium: ${[command, ...rest].join(" ")}`);
  const result = spawnSync(command, rest, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.error) return `could not run ${command}: ${result.error.message}`;
  return result.status === 0 ? null : `\`${args.join(" ")}\` exited with ${result.status}.`;
}

// One package per install: a headless shell missing from the archive must not keep `chromium` out.
const failed =
  run(["apt-get", "update"]) ??
  wanted.map((name) => run(["apt-get", "install", "-y", "--no-install-recommends", name])).find(Boolean);
if (failed) giveUp(failed);
if (missing().length > 0)
  giveUp(
    `the packages installed but ${missing()
      .map((pkg) => pkg.path)
      .join(" and ")} still missing.`,
  );
console.log(`ensure-chromium: ${wanted.join(" and ")} installed.`);
