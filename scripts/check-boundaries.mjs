#!/usr/bin/env node
// Runs the module boundary rules (.dependency-cruiser.cjs) on the repository, then on
// scripts/boundaries-fixture, a small tree with one import of each forbidden kind beside allowed
// ones, and fails unless the fixture yields exactly those violations: a rule that silently stops
// matching (a renamed folder, a bad regular expression) fails `npm run lint` too.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const cli = fileURLToPath(new URL("../node_modules/dependency-cruiser/bin/dependency-cruise.mjs", import.meta.url));
const config = fileURLToPath(new URL("../.dependency-cruiser.cjs", import.meta.url));

function cruise(cwd) {
  const args = [cli, "apps/api/src", "apps/web/src", "--config", config, "--output-type", "json"];
  // depcruise exits non-zero when it finds violations; the JSON is on stdout either way.
  let output;
  try {
    output = execFileSync(process.execPath, args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if (!error.stdout) throw error;
    output = error.stdout;
  }
  return JSON.parse(output).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const found = cruise(root);
if (found.length > 0) {
  console.error("check-boundaries: imports that cross a module boundary (docs/adding-a-module.md):");
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}

const expected = [
  "api-module-door: apps/api/src/app.ts → apps/api/src/modules/users/service.ts",
  "api-module-door: apps/api/src/modules/money/service.ts → apps/api/src/modules/users/passwords.ts",
  "api-module-foreign-tables: apps/api/src/modules/money/service.ts → apps/api/src/db/schema/users.ts",
  "api-module-order: apps/api/src/modules/users/profile.ts → apps/api/src/modules/money/index.ts",
  "api-module-unlisted: apps/api/src/modules/billing/service.ts → apps/api/src/db/schema/billing.ts",
  "no-circular: apps/api/src/modules/money/ledger.ts → apps/api/src/modules/money/statement.ts",
  "no-circular: apps/web/src/lib/clock.ts → apps/web/src/lib/date.ts",
  "web-feature-door: apps/web/src/app/router.tsx → apps/web/src/features/wallet/api.ts",
  "web-feature-door: apps/web/src/app/router.tsx → apps/web/src/features/wallet/labels.ts",
  "web-feature-imports-feature: apps/web/src/features/jobs/screen.tsx → apps/web/src/features/wallet/api.ts",
  "web-shared-imports-feature: apps/web/src/components/badge.tsx → apps/web/src/features/jobs/screen.tsx",
  "web-shared-imports-feature: apps/web/src/lib/format.ts → apps/web/src/features/wallet/api.ts",
].sort();
const fixture = cruise(fileURLToPath(new URL("./boundaries-fixture", import.meta.url))).sort();
if (JSON.stringify(fixture) !== JSON.stringify(expected)) {
  console.error("check-boundaries: the rules no longer catch the fixture's violations exactly.");
  console.error(`  expected:\n    ${expected.join("\n    ")}\n  found:\n    ${fixture.join("\n    ") || "(none)"}`);
  process.exit(1);
}
console.log(`check-boundaries: no crossing in the apps; the fixture's ${expected.length} crossings are caught.`);
