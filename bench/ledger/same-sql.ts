/**
 * pgbench on exactly the SQL the wallet service sends: the bench runs a sample of transfers
 * through the service on a one-connection pool that records every statement (text and values),
 * and each recorded transfer becomes one pgbench script — the same statements, the values written
 * as literals, only the ledger key replaced by a random one per run. pgbench picks a script at
 * random for each transaction, so the accounts it touches spread like the service's.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** A statement as the service sent it; `name` when it was a named prepared statement. */
export type Statement = { text: string; values: unknown[]; name?: string };

type QueryFn = (...args: unknown[]) => unknown;

/**
 * A pool of one connection whose client records each statement it is sent, grouped per unit of
 * work: `next()` starts a new group (one transfer).
 */
export function recordingPool(url: string): { pool: pg.Pool; groups: Statement[][]; next: () => void } {
  const groups: Statement[][] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on("connect", (client) => {
    const original = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
      const [first, second] = args as [
        string | { text: string; values?: unknown[]; name?: string },
        unknown[] | undefined,
      ];
      const statement: Statement =
        typeof first === "string"
          ? { text: first, values: Array.isArray(second) ? second : [] }
          : { text: first.text, values: first.values ?? (Array.isArray(second) ? second : []), name: first.name };
      groups.at(-1)?.push(statement);
      return original(...args);
    };
  });
  return { pool, groups, next: () => groups.push([]) };
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = value instanceof Date ? value.toISOString() : String(value);
  // pgbench reads ":name" anywhere as a variable (-M prepared turns it into a parameter), and
  // JSON and timestamps are full of colons: those are written as the escape \x3a instead.
  if (!text.includes(":")) return `'${text.replaceAll("'", "''")}'`;
  return `E'${text.replaceAll("\\", "\\\\").replaceAll("'", "''").replaceAll(":", "\\x3a")}'`;
}

/** One statement with its values inlined (what the server runs, as pgbench's simple protocol sends it). */
export function inline(statement: Statement, key: string | null): string {
  return statement.text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = statement.values[Number(n) - 1];
    // A fresh ledger key per pgbench transaction (else every run after the first is a replay),
    // built from pgbench variables outside quotes so that `-M prepared` makes them parameters.
    return key !== null && value === key ? "('pgb-' || :client_id || '-' || :k)" : literal(value);
  });
}

/**
 * Runs pgbench with one script per recorded transfer (at most 128, pgbench's limit); returns
 * transactions per second per client count. When the service sent named prepared statements,
 * pgbench prepares too (`-M prepared`: parsed once per connection, the ledger key its parameter).
 */
export function pgbenchSameSql(
  url: string,
  transfers: Array<{ statements: Statement[]; key: string | null }>,
  clientCounts: number[],
  seconds: number,
): Map<number, number> {
  const dir = mkdtempSync(path.join(tmpdir(), "ledger-same-sql-"));
  const result = new Map<number, number>();
  const target = new URL(url);
  try {
    const files = transfers.slice(0, 128).map((transfer, i) => {
      const file = path.join(dir, `transfer-${i}.sql`);
      const lines = ["\\set k random(1, 1000000000000000)"];
      for (const statement of transfer.statements)
        lines.push(`${inline(statement, transfer.key).replace(/\s+/g, " ")};`);
      writeFileSync(file, `${lines.join("\n")}\n`);
      return file;
    });
    for (const clients of clientCounts) {
      const output = execFileSync(
        "pgbench",
        [
          "-n",
          "-M",
          transfers.some((t) => t.statements.some((s) => s.name)) ? "prepared" : "simple",
          ...files.flatMap((file) => ["-f", file]),
          "-c",
          String(clients),
          "-j",
          "2",
          "-T",
          String(seconds),
          "-h",
          target.hostname,
          "-p",
          target.port || "5432",
          "-U",
          decodeURIComponent(target.username || "postgres"),
          target.pathname.slice(1),
        ],
        { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 },
      );
      const tps = /tps = ([\d.]+)/.exec(output);
      const failed = /number of failed transactions: (\d+)/.exec(output);
      result.set(clients, tps ? Math.round(Number(tps[1])) : 0);
      console.log(
        `pgbench, the service's SQL, ${clients} clients: ${result.get(clients)} tps (failed: ${failed?.[1] ?? "?"})`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return result;
}
