#!/usr/bin/env node
// Every installed package must run on each Node version the README promises: the oldest one
// allowed by the root `engines` (what these machines have) and the production LTS. npm only
// warns (EBADENGINE) when one does not, so `npm run lint` turns that warning into a failure.
// Like npm, it looks only at what is installed: platform binaries for other systems are skipped.
import { existsSync, readFileSync } from "node:fs";
import semver from "semver";

const PRODUCTION_NODE = "24.0.0";

const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
const rootRange = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).engines.node;
const promised = [semver.minVersion(rootRange).version, PRODUCTION_NODE];

const broken = [];
let checked = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  const range = entry.engines?.node;
  if (!location || !range || !existsSync(new URL(`../${location}`, import.meta.url))) continue;
  checked += 1;
  const refused = promised.filter((version) => !semver.satisfies(version, range));
  if (refused.length > 0) broken.push(`${location}@${entry.version} wants node ${range} (not ${refused.join(", ")})`);
}

if (broken.length > 0) {
  console.error(`check-engines: packages that do not run on Node ${promised.join(" and ")}:`);
  for (const line of broken) console.error(`  ${line}`);
  console.error("Pick versions whose engines include both, or change the promise in README.md and package.json.");
  process.exit(1);
}
console.log(
  `check-engines: ${checked} installed packages with an engines field run on Node ${promised.join(" and ")}.`,
);
