#!/usr/bin/env node
// `npm test`: every suite, in three lanes that run side by side (decision 0055).
// - checks:  lint, typecheck, then the web Vitest suite    (CPU-bound)
// - unit:    contracts, then the API Vitest suite          (CPU-bound, two workers)
// - browser: build → bundle budget → e2e → balancer       (mostly waiting on a browser and a server)
// The browser lane leaves a core idle most of the time, so the CPU-bound lanes fill it; run one
// after the other they took 42 minutes on the 2-core CI machine. Each line is prefixed with its
// lane; at the end every lane's result and wall time are printed, and the exit code is non-zero
// if any lane failed. A lane stops when a step it names as needed fails (the browser lane's build:
// the later steps test it); otherwise each step runs whatever the one before it said, so one red
// run shows everything that is red.
// The CPU-bound lanes run niced: the browser lane's journeys wait on pages, sockets and timers
// with caps, and on a busy machine they lost to the suites that only compute (decision 0110).
// `TEST_LANES=unit,checks npm test` runs only those lanes. `WEB_SUITE_NODE_BIN`, a folder holding a
// `node`, runs the web unit suite on that Node: `.ci/run` gives it Node 24 (decision 0132).
import { spawn } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";

const LANES = {
  // The web suite runs after typecheck rather than after the API suite: the unit lane was the
  // longest, and the checks lane ended ~15 minutes before it (decision 0073).
  checks: { steps: ["lint", "typecheck", "test:web"], needed: [], niced: true },
  unit: { steps: ["test:contracts", "test:api"], needed: [], niced: true },
  browser: { steps: ["build", "test:bench", "test:e2e", "test:balancer"], needed: ["build"], niced: false },
};

const only = process.env.TEST_LANES?.split(",").map((name) => name.trim());
const chosen = Object.keys(LANES).filter((name) => !only || only.includes(name));
const width = Math.max(...chosen.map((name) => name.length));

function seconds(ms) {
  return `${Math.round(ms / 1000)} s`;
}

/** The niceness of a niced lane's processes: they get the CPU the browser lane leaves. */
const NICENESS = "10";

/** The environment of a step: the web unit suite's Node first on the PATH when one is given. */
function envOf(script) {
  const bin = process.env.WEB_SUITE_NODE_BIN;
  if (script !== "test:web" || !bin) return process.env;
  return { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
}

/** Runs `npm run <script>`, each output line prefixed with the lane's name; resolves to the exit code. */
function runScript(lane, script) {
  const prefix = `[${lane.padEnd(width)}] `;
  const [command, args] = LANES[lane].niced
    ? ["nice", ["-n", NICENESS, "npm", "run", script]]
    : ["npm", ["run", script]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: envOf(script) });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) out.write(`${prefix}${line}\n`);
      });
      stream.on("end", () => {
        if (rest) out.write(`${prefix}${rest}\n`);
      });
    }
    child.on("error", (error) => {
      process.stderr.write(`${prefix}could not start ${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function runLane(lane) {
  const started = performance.now();
  const steps = [];
  let ok = true;
  for (const script of LANES[lane].steps) {
    const stepStarted = performance.now();
    const node = envOf(script) === process.env ? "" : ` (node from ${process.env.WEB_SUITE_NODE_BIN})`;
    process.stdout.write(`[${lane.padEnd(width)}] ==> npm run ${script}${node}\n`);
    const code = await runScript(lane, script);
    steps.push(`${script} ${seconds(performance.now() - stepStarted)}${code === 0 ? "" : " FAILED"}`);
    if (code !== 0) {
      ok = false;
      if (LANES[lane].needed.includes(script)) break;
    }
  }
  return { lane, ok, ms: performance.now() - started, steps };
}

const started = performance.now();
const results = await Promise.all(chosen.map(runLane));

console.log(`\nnpm test lanes (${seconds(performance.now() - started)} in all):`);
for (const { lane, ok, ms, steps } of results) {
  console.log(
    `  ${lane.padEnd(width)}  ${ok ? "passed" : "FAILED"}  ${seconds(ms).padStart(6)}  (${steps.join(", ")})`,
  );
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
