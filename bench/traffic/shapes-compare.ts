// `npm run -w @crewlance/bench traffic-shapes-compare -- before.json after.json [rows]`: two
// `traffic-shapes` runs (their BENCH_SHAPES_EACH files) of the same requests set side by side, as
// a change to the lists' statements is judged: per list, the mean time and shared buffers a
// request before and after, each kind of statement's share, and the requests that moved most
// either way. Buffers are what to compare (they are the same in every run of the same code); times
// move about 5% between runs. A benchmark tool, never a test.
import { readFileSync } from "node:fs";

type Statement = { ms: number; buffers: number; text: string };
type Request = { url: string; ms: number; buffers: number; statements?: Statement[] };

const LISTS = [
  ["tasks", "/api/tasks"],
  ["directory", "/api/user/freelancers"],
] as const;

/** The kind of a statement, from its opening words: the same statement of every search of a shape. */
const kindOf = (text: string): string => text.replace(/\s+/g, " ").slice(0, 60);

function read(file: string): Request[] {
  return JSON.parse(readFileSync(file, "utf8")) as Request[];
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

function kinds(requests: Request[]): Map<string, { count: number; ms: number; buffers: number }> {
  const result = new Map<string, { count: number; ms: number; buffers: number }>();
  for (const statement of requests.flatMap((request) => request.statements ?? [])) {
    const kind = kindOf(statement.text);
    const entry = result.get(kind) ?? { count: 0, ms: 0, buffers: 0 };
    result.set(kind, {
      count: entry.count + 1,
      ms: entry.ms + statement.ms,
      buffers: entry.buffers + statement.buffers,
    });
  }
  return result;
}

function compareList(name: string, prefix: string, before: Request[], after: Request[], rows: number): void {
  const pairs = before
    .map((request, i) => [request, after[i]] as const)
    .filter(([request]) => request.url.startsWith(prefix));
  if (pairs.some(([a, b]) => a.url !== b?.url)) throw new Error("The two files hold different requests.");
  const [a, b] = [pairs.map(([a]) => a), pairs.map(([, b]) => b!)];
  console.log(
    `${name}: ${pairs.length} requests; ${mean(a.map((r) => r.ms)).toFixed(2)} → ${mean(b.map((r) => r.ms)).toFixed(2)} ms, ` +
      `${mean(a.map((r) => r.buffers)).toFixed(0)} → ${mean(b.map((r) => r.buffers)).toFixed(0)} buffers a request`,
  );
  const [kindsBefore, kindsAfter] = [kinds(a), kinds(b)];
  console.log("  statement kinds (count, total ms, total buffers), before → after:");
  const all = [...new Set([...kindsBefore.keys(), ...kindsAfter.keys()])];
  const weight = (kind: string) => Math.max(kindsBefore.get(kind)?.ms ?? 0, kindsAfter.get(kind)?.ms ?? 0);
  for (const kind of all.sort((x, y) => weight(y) - weight(x)).slice(0, 8)) {
    const [x, y] = [kindsBefore.get(kind), kindsAfter.get(kind)];
    const cell = (entry?: { count: number; ms: number; buffers: number }) =>
      entry ? `${entry.count} / ${entry.ms.toFixed(0)} / ${entry.buffers}` : "—";
    console.log(`    ${cell(x).padStart(22)} → ${cell(y).padEnd(22)} ${kind}`);
  }
  const moved = pairs
    .map(([x, y]) => ({ url: x.url.slice(prefix.length), x, y: y!, change: y!.buffers - x.buffers }))
    .sort((p, q) => p.change - q.change);
  const line = (p: (typeof moved)[number]) =>
    `    ${String(p.change).padStart(8)} ${String(p.x.buffers).padStart(7)} → ${String(p.y.buffers).padEnd(7)} ` +
    `${p.x.ms.toFixed(1).padStart(6)} → ${p.y.ms.toFixed(1).padEnd(6)} ${p.url}`;
  console.log("  fewer buffers most (change, buffers, ms):");
  for (const p of moved.slice(0, rows).filter((p) => p.change < 0)) console.log(line(p));
  console.log("  more buffers most:");
  const worse = [...moved].reverse().slice(0, rows);
  for (const p of worse.filter((p) => p.change > 0)) console.log(line(p));
}

const [beforeFile, afterFile, rowsArg] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error("usage: traffic-shapes-compare before.json after.json [rows]");
  process.exit(2);
}
const [before, after] = [read(beforeFile), read(afterFile)];
for (const [name, prefix] of LISTS) compareList(name, prefix, before, after, Number(rowsArg ?? 8));
