// `npm run bench:summary` (and the end of `npm run bench:soak`): the top of bench/REPORT.md — the
// machine and versions, then each benchmark goal with the latest figure the
// sections below hold, met or not, and a link to the section. It only reads the other sections'
// tables (found by their column names, so a bench may add columns); it never writes inside them.
// A goal whose section or row is missing says "not measured".
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { REPORT_PATH } from "./report-section.mjs";

const START = "<!-- summary:start -->";
const END = "<!-- summary:end -->";

/** The text between a section's markers, or null. */
export function sectionOf(report, name) {
  const from = report.indexOf(`<!-- ${name}:start -->`);
  const to = report.indexOf(`<!-- ${name}:end -->`);
  return from >= 0 && to > from ? report.slice(from, to) : null;
}

const cellsOf = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/** The first table of `text` whose header has every one of `columns` (case-insensitive, by substring). */
export function tableOf(text, columns) {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length - 1; i++) {
    if (!lines[i].trim().startsWith("|") || !/^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1])) continue;
    const header = cellsOf(lines[i]).map((cell) => cell.toLowerCase());
    const index = columns.map((column) => header.findIndex((name) => name.includes(column.toLowerCase())));
    if (index.some((at) => at < 0)) continue;
    const rows = [];
    for (let j = i + 2; j < lines.length && lines[j].trim().startsWith("|"); j++) rows.push(cellsOf(lines[j]));
    return { rows, header, at: Object.fromEntries(columns.map((column, k) => [column, index[k]])) };
  }
  return null;
}

/** A figure from a cell: "**828**" → 828, "1,565" → 1565, "5.5 s" → 5.5, "27%" → 27. */
export const numberOf = (cell) => {
  const match = String(cell ?? "")
    .replaceAll(",", "")
    .match(/-?\d+(\.\d+)?/);
  return match ? Number(match[0]) : Number.NaN;
};

/** ", load 4.7" from a row's load-average column when its table has one (read beside the figure). */
function loadOf(table, row) {
  const at = table.header.findIndex((name) => name.startsWith("load"));
  return at >= 0 && row[at] ? `, load ${row[at]}` : "";
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .trim()
    .replace(/\s/g, "-");
}

function linkTo(section, fallback) {
  const heading = section?.match(/^## (.+)$/m)?.[1];
  return heading ? `[${fallback}](#${anchorOf(heading)})` : fallback;
}

const measuredOf = (section) => section?.match(/Measured (\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2})?)/)?.[1] ?? "";

/** Every goal as a row: issue, goal, figure, verdict, where. */
export function goalRows(report) {
  const rows = [];
  const add = (issue, goal, figure, met, section, label) =>
    rows.push({ issue, goal, figure, met, where: linkTo(section, label), measured: measuredOf(section) });
  const missing = (issue, goal, section, label) => add(issue, goal, "not measured", null, section, label);

  const api = sectionOf(report, "api-load");
  const apiTable = api && tableOf(api, ["target", "req/s", "p99", "vs pgbench"]);
  const apiRow = (name) => apiTable?.rows.find((row) => row[apiTable.at.target].toLowerCase().startsWith(name));
  const apiGoal = (issue, name, label, atLeast) => {
    const row = apiRow(name);
    if (!row)
      return missing(
        issue,
        `${label} ≥ ${atLeast.toLocaleString("en")} req/s, p99 ≤ 150 ms, ≥ 70% of pgbench`,
        api,
        "API under load",
      );
    const rate = numberOf(row[apiTable.at["req/s"]]);
    const p99 = numberOf(row[apiTable.at.p99]);
    const share = numberOf(row[apiTable.at["vs pgbench"]]);
    add(
      issue,
      `${label} ≥ ${atLeast.toLocaleString("en")} req/s, p99 ≤ 150 ms, ≥ 70% of pgbench`,
      `${rate.toLocaleString("en")} req/s, p99 ${p99} ms, ${share}% of pgbench${loadOf(apiTable, row)}`,
      rate >= atLeast && p99 <= 150 && share >= 70,
      api,
      "API under load",
    );
  };
  apiGoal("8", "directory, no filter", "Directory, unfiltered:", 1000);
  apiGoal("8", "directory, q=", "Directory with `q`:", 300);
  apiGoal("9", "tasks, no filter", "Tasks, unfiltered:", 1000);
  apiGoal("9", "tasks, q=", "Tasks with `q`:", 300);
  apiGoal("9", "tasks, skills=", "Tasks with `skills` (a filter, as `q`):", 300);
  apiGoal("9", "a task's 1,000 applications", "A task's 1,000 applications (a list, as unfiltered):", 1000);

  const ledger = sectionOf(report, "ledger");
  const ledgerTable = ledger && tableOf(ledger, ["scenario", "workers", "per second"]);
  const shards = ledgerTable?.rows.find(
    (row) => /shard/i.test(row[ledgerTable.at.scenario]) && numberOf(row[ledgerTable.at.workers]) === 32,
  );
  const ledgerGoal = "≥ 2,000 ledger transfers/s at 32 workers";
  if (shards) {
    const rate = numberOf(shards[ledgerTable.at["per second"]]);
    add(
      "10",
      ledgerGoal,
      `${rate.toLocaleString("en")}/s (${shards[ledgerTable.at.scenario]})`,
      rate >= 2000,
      ledger,
      "Wallet ledger",
    );
  } else missing("10", ledgerGoal, ledger, "Wallet ledger");

  const chat = sectionOf(report, "chat");
  const chatTable = chat && tableOf(chat, ["run", "instances", "p99", "lost"]);
  // The goal's step may run several times, a row each ("2000 connections (run 2 of 3)", decision 0074).
  const chatRows =
    chatTable?.rows.filter(
      (row) =>
        /^2,?000 connections( \(run \d+ of \d+\))?$/.test(row[chatTable.at.run]) &&
        numberOf(row[chatTable.at.instances]) === 1,
    ) ?? [];
  const chatGoal = "2,000 chat connections on one instance, p99 ≤ 100 ms, nothing lost";
  if (chatRows.length > 0) {
    const runs = chatRows.map((row) => ({
      p99: numberOf(row[chatTable.at.p99]),
      lost: numberOf(row[chatTable.at.lost]),
    }));
    const lost = runs.reduce((sum, run) => sum + run.lost, 0);
    const metRuns = runs.filter((run) => run.p99 <= 100 && run.lost === 0).length;
    const p99s = runs.map((run) => run.p99.toLocaleString("en")).join(", ");
    const figure = runs.length > 1 ? `p99 ${p99s} ms in ${runs.length} runs (met in ${metRuns})` : `p99 ${p99s} ms`;
    // Since the bench has a warm-up (decision 0064), the p99 of every message sits beside it.
    const withWarmupAt = chatTable.header.findIndex((name) => name.includes("with warm-up"));
    const withWarmup =
      withWarmupAt >= 0 && chatRows.length === 1
        ? ` (${numberOf(chatRows[0][withWarmupAt]).toLocaleString("en")} ms with the warm-up)`
        : "";
    // The goal's rows are the clients on the Unix socket (decision 0071); the step over TCP loopback
    // and the one beside a busy loop (decision 0076) sit beside them, outside the verdict.
    const asideOf = (pattern, words) => {
      const row = chatTable.rows.find((cells) => pattern.test(cells[chatTable.at.run]));
      return row ? [`${words} p99 ${numberOf(row[chatTable.at.p99]).toLocaleString("en")} ms`] : [];
    };
    const asides = [
      ...asideOf(/^2,?000 connections over TCP loopback$/, "over TCP loopback"),
      ...asideOf(/^2,?000 connections beside a busy loop$/, "beside a busy loop"),
    ];
    const transport = asides.length > 0 ? ` (clients on the Unix socket; ${asides.join("; ")})` : "";
    const lostCells = chatRows.length > 1 ? `${lost} in all` : chatRows[0][chatTable.at.lost];
    add(
      "13",
      chatGoal,
      `${figure}${withWarmup}, lost ${lostCells}${transport}`,
      // Met only if every run met it: a goal that holds in some runs is not yet held.
      metRuns === runs.length,
      chat,
      "Real-time chat",
    );
  } else missing("13", chatGoal, chat, "Real-time chat");

  const lighthouse = sectionOf(report, "lighthouse");
  // The first table is the app as deployed (HTTPS, HTTP/2); the one under "HTTP/1.1" is shown beside it.
  const lhTable = lighthouse && tableOf(lighthouse, ["page", "performance", "accessibility", "lcp"]);
  const lhRow = (page) => lhTable?.rows.find((row) => row[lhTable.at.page] === page);
  const http1At = lighthouse?.indexOf("### HTTP/1.1") ?? -1;
  const http1Table = http1At >= 0 ? tableOf(lighthouse.slice(http1At), ["page", "performance", "lcp"]) : null;
  const http1Of = (page) => {
    const row = http1Table?.rows.find((cells) => cells[http1Table.at.page] === page);
    return row
      ? `; HTTP/1.1: ${numberOf(row[http1Table.at.performance])}, LCP ${numberOf(row[http1Table.at.lcp])} s`
      : "";
  };
  for (const page of ["/auth/login", "/dashboard", "/tasks"]) {
    const row = lhRow(page);
    const goal = `Lighthouse mobile ${page}: performance ≥ 90, accessibility ≥ 95`;
    if (!row) missing("15", goal, lighthouse, "Lighthouse");
    else {
      const performance = numberOf(row[lhTable.at.performance]);
      const accessibility = numberOf(row[lhTable.at.accessibility]);
      add(
        "15",
        goal,
        `${performance} / ${accessibility}${loadOf(lhTable, row)}`,
        performance >= 90 && accessibility >= 95,
        lighthouse,
        "Lighthouse",
      );
    }
  }
  for (const page of ["/auth/login", "/dashboard", "/freelancers"]) {
    const row = lhRow(page);
    const goal = `Lighthouse mobile ${page}: performance ≥ 95, LCP ≤ 2.0 s`;
    if (!row) missing("8", goal, lighthouse, "Lighthouse");
    else {
      const performance = numberOf(row[lhTable.at.performance]);
      const lcp = numberOf(row[lhTable.at.lcp]);
      add(
        "8",
        goal,
        `${performance}, LCP ${lcp} s over HTTP/2${loadOf(lhTable, row)}${http1Of(page)}`,
        performance >= 95 && lcp <= 2,
        lighthouse,
        "Lighthouse",
      );
    }
  }

  const soak = sectionOf(report, "soak");
  const verdict = soak?.match(/Memory (flat|NOT flat)[^*]*?grew (-?[\d.]+) MB\/min/);
  const soakGoal = "10-minute soak, mixed traffic: memory flat";
  if (verdict) {
    const minutes = numberOf(soak.match(/UTC, (\d+) minutes/)?.[1]);
    const figure = `heap after GC ${verdict[2]} MB/min over ${minutes} min (bound < 1)`;
    add("15", soakGoal, figure, verdict[1] === "flat" && minutes >= 10, soak, "Soak");
  } else missing("15", soakGoal, soak, "Soak");

  trafficGoals(report, add, missing);

  const order = ["8", "9", "10", "13", "15", "32"];
  return rows.sort((a, b) => order.indexOf(a.issue) - order.indexOf(b.issue));
}

/**
 * The lists under varied traffic (`npm run bench:traffic`): each goal read from the rows with the
 * page cache off on the primary alone, the figures that must hold without the cache. A run is at one
 * size and writes that size's section (bench/traffic/run.ts): 100,000 rows, or a million with
 * BENCH_FREELANCERS and the like, so each size's goals read its own latest run.
 */
function trafficGoals(report, add, missing) {
  const sized = (section, label) => {
    const traffic = sectionOf(report, section);
    const table = traffic && tableOf(traffic, ["traffic", "page cache", "database", "req/s", "p99", "vs pgbench"]);
    const rowOf = (name, cache) =>
      table?.rows.find(
        (row) =>
          row[table.at.traffic].startsWith(name) &&
          row[table.at["page cache"]] === cache &&
          row[table.at.database] === "primary",
      );
    return { traffic, table, rowOf, label };
  };
  const hundredThousand = sized("traffic", "Lists under varied traffic");
  const million = sized("traffic-million", "Lists under varied traffic, a million rows");
  const figuresOf = (table, row) => ({
    rate: numberOf(row[table.at["req/s"]]),
    p99: numberOf(row[table.at.p99]),
    share: numberOf(row[table.at["vs pgbench"]]),
  });
  /** One goal on one cache-off row: at least `rate` req/s, p99 at most `p99`, and `share` of pgbench when given. */
  const rateGoal = ({ goal, name, at, rate, p99, share = null }) => {
    const row = at.rowOf(name, "off");
    if (!row) return missing("32", goal, at.traffic, at.label);
    const got = figuresOf(at.table, row);
    add(
      "32",
      goal,
      `${got.rate.toLocaleString("en")} req/s, p99 ${got.p99} ms${share ? `, ${got.share}% of pgbench` : ""}${loadOf(at.table, row)}`,
      got.rate >= rate && got.p99 <= p99 && (share === null || got.share >= share),
      at.traffic,
      at.label,
    );
  };
  for (const size of [
    { rows: "100,000 rows", at: hundredThousand, rate: 1000, p99: 150, share: 70 },
    { rows: "1,000,000 rows", at: million, rate: 500, p99: 250 },
  ]) {
    for (const [name, list] of [
      ["tasks, each request different", "Tasks"],
      ["directory, each request different", "Directory"],
    ]) {
      const share = size.share ? `, ≥ ${size.share}% of pgbench` : "";
      const goal = `${list}, each request different, ${size.rows}, page cache off: ≥ ${size.rate.toLocaleString("en")} req/s, p99 ≤ ${size.p99} ms${share}`;
      rateGoal({ ...size, goal, name });
    }
  }
  rateGoal({
    goal: "The lists with 10% writes, 100,000 rows, page cache off: ≥ 700 req/s, p99 ≤ 200 ms",
    name: "the lists with 10% writes",
    at: hundredThousand,
    rate: 700,
    p99: 200,
  });
  const { traffic, table, rowOf, label } = hundredThousand;
  const cacheGoal = "Page cache off within 20% of on (tasks, directory)";
  const pairs = ["tasks, each request different", "directory, each request different"].map((name) => [
    rowOf(name, "on"),
    rowOf(name, "off"),
  ]);
  if (pairs.every(([on, off]) => on && off)) {
    const shares = pairs.map(([on, off]) => figuresOf(table, off).rate / figuresOf(table, on).rate);
    add(
      "32",
      cacheGoal,
      `off at ${shares.map((share) => `${Math.round(100 * share)}%`).join(" and ")} of on`,
      shares.every((share) => share >= 0.8),
      traffic,
      label,
    );
  } else missing("32", cacheGoal, traffic, label);
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: "utf8", timeout: 10_000 });
  return result.status === 0 ? result.stdout : "";
}

/** Cores, CPU model and RAM, and the versions of what the benches ran on, read where this runs. */
export function machineLine() {
  const require = createRequire(import.meta.url);
  const lighthouse = (() => {
    try {
      return require("lighthouse/package.json").version;
    } catch {
      return "?";
    }
  })();
  const postgres =
    run("psql", ["-h", "127.0.0.1", "-U", "postgres", "-tAc", "show server_version", "postgres"])
      .trim()
      .split(" ")[0] || "?";
  const redis = run("redis-cli", ["-h", "127.0.0.1", "INFO", "server"]).match(/redis_version:(\S+)/)?.[1] ?? "?";
  const chromium = run("/usr/bin/chromium", ["--version"]).match(/[\d.]+/)?.[0] ?? "?";
  const gib = Math.round(os.totalmem() / 2 ** 30);
  return `**Machine:** ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? "?"}), ${gib} GiB RAM. **Versions:** Node ${process.version}, PostgreSQL ${postgres}, Redis ${redis}, Chromium ${chromium}, Lighthouse ${lighthouse}.`;
}

export function summaryMarkdown(report) {
  const verdict = (met) => (met === null ? "—" : met ? "met" : "**not met**");
  const rows = goalRows(report).map(
    (row) =>
      `| ${row.issue} | ${row.goal} | ${row.figure} | ${verdict(row.met)} | ${row.where}${row.measured ? ` (${row.measured})` : ""} |`,
  );
  return `## Summary (\`npm run bench:summary\`)

${machineLine()} Summary made ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; each figure is the latest its section holds, measured when the section says (the machine is shared: read a section's load average beside its figures). Earlier runs and hand-written history: [HISTORY.md](HISTORY.md).

| Issue | Goal | Latest figure | Verdict | Section (measured, UTC) |
|---|---|---|---|---|
${rows.join("\n")}`;
}

/** Rewrites the summary at the top of bench/REPORT.md (right after its title) from the sections below. */
export function writeSummary(reportPath = REPORT_PATH) {
  const report = existsSync(reportPath) ? readFileSync(reportPath, "utf8") : "";
  const block = `${START}\n${summaryMarkdown(report).trim()}\n${END}`;
  const from = report.indexOf(START);
  const to = report.indexOf(END);
  let next;
  if (from >= 0 && to > from) next = `${report.slice(0, from)}${block}${report.slice(to + END.length)}`;
  else {
    // Right after the title paragraph: the first section marker is where the sections begin.
    const firstSection = report.indexOf("<!-- ");
    const at = firstSection >= 0 ? firstSection : report.length;
    next = `${report.slice(0, at)}${block}\n\n${report.slice(at)}`;
  }
  writeFileSync(reportPath, next);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeSummary();
  console.log(summaryMarkdown(readFileSync(REPORT_PATH, "utf8")));
}
