import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import autocannon from "autocannon";

export type LoadResult = { requestsPerSecond: number; p99Ms: number | null; latencyMs: number; errors: number };
/** One of several pgbench scripts: how often it ran and its mean latency, in the order given. */
export type ScriptFigures = { transactions: number; latencyMs: number };

/** autocannon against one URL; non-2xx answers count as errors, since a fast 401 proves nothing. */
export async function httpLoad(options: {
  url: string;
  token?: string;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: {
      "accept-encoding": "br, gzip",
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    latencyMs: result.latency.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}:\n${output}`)),
    );
  });
}

/**
 * pgbench running `script` with as many clients as autocannon has connections; several scripts
 * (varied requests) are each picked as often as the others.
 */
export async function sqlLoad(options: {
  databaseUrl: string;
  script: string | string[];
  scriptPath: string;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult & { scripts: ScriptFigures[] }> {
  const scripts = Array.isArray(options.script) ? options.script : [options.script];
  const files = scripts.map((script, index) => {
    const file = scripts.length === 1 ? options.scriptPath : `${options.scriptPath}-${index}.sql`;
    writeFileSync(file, script);
    return scripts.length === 1 ? `--file=${file}` : `--file=${file}@1`;
  });
  const output = await run("pgbench", [
    "--no-vacuum",
    `--client=${options.connections}`,
    "--jobs=2",
    `--time=${options.durationSeconds}`,
    ...files,
    options.databaseUrl,
  ]);
  const tps = output.match(/tps = ([\d.]+)/);
  const latency = output.match(/latency average = ([\d.]+) ms/);
  const failed = output.match(/number of failed transactions: (\d+)/);
  if (!tps || !latency) throw new Error(`pgbench printed no figures:\n${output}`);
  return {
    requestsPerSecond: Number(tps[1]),
    p99Ms: null,
    latencyMs: Number(latency[1]),
    errors: failed ? Number(failed[1]) : 0,
    scripts: scriptFigures(output),
  };
}

/** The figures pgbench prints under each "SQL script N:" heading when it ran several. */
function scriptFigures(output: string): ScriptFigures[] {
  return output
    .split(/^SQL script \d+:/m)
    .slice(1)
    .map((block) => ({
      transactions: Number(block.match(/ - (\d+) transactions/)?.[1] ?? 0),
      latencyMs: Number(block.match(/latency average = ([\d.]+) ms/)?.[1] ?? 0),
    }));
}
