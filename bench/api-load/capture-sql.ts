import pg from "pg";
import { buildApp } from "../../apps/api/src/app";
import { loadConfig } from "../../apps/api/src/config";

export type CapturedQuery = { text: string; values: unknown[] };
type CapturedPath = { name: string; url: string; token?: string };

/**
 * The SQL each endpoint really runs, for pgbench to run the same statements beside it: the API
 * is built in this process on the bench database, each path is requested once, and every query
 * that goes through node-postgres's pool meanwhile is recorded with its parameters. `before`: the
 * requests a measured server had answered before these, requested first unrecorded, so what it
 * keeps in memory from them (the task list's company cards, decision 0108; estimates and verdicts
 * kept a minute, decisions 0112 and 0122) is not read in the recorded pass either, and what it
 * would not have kept yet is. The page cache, a setting, is left to `env`.
 */
export async function captureSql(
  env: Record<string, string>,
  paths: CapturedPath[],
  options: { before?: CapturedPath[] } = {},
): Promise<Map<string, CapturedQuery[]>> {
  const app = await buildApp(loadConfig(env), { logger: false });
  await app.ready();
  const original = pg.Pool.prototype.query;
  let recording: CapturedQuery[] | null = null;
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's query has many overloads; this only listens in.
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: any[]) {
    const [config, values] = args;
    if (recording) {
      // node-postgres takes the parameters in the config object or as the second argument.
      const text: string = typeof config === "string" ? config : config.text;
      recording.push({ text, values: (typeof config === "string" ? undefined : config.values) ?? values ?? [] });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Pool.prototype.query;
  const captured = new Map<string, CapturedQuery[]>();
  const request = async (path: CapturedPath) => {
    const res = await app.inject({
      url: path.url,
      headers: path.token ? { authorization: `Bearer ${path.token}` } : {},
    });
    if (res.statusCode !== 200) throw new Error(`${path.url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  };
  try {
    for (const path of options.before ?? []) await request(path);
    for (const path of paths) {
      recording = [];
      await request(path);
      captured.set(path.name, recording);
    }
  } finally {
    recording = null;
    pg.Pool.prototype.query = original;
    await app.close();
  }
  return captured;
}

/** One pgbench script: the statements in order, parameters written in as SQL literals. */
export function toPgbenchScript(queries: CapturedQuery[]): string {
  const client = new pg.Client();
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return "null";
    if (typeof value === "number" || typeof value === "bigint") return String(value);
    if (typeof value === "boolean") return value ? "true" : "false";
    if (value instanceof Date) return client.escapeLiteral(value.toISOString());
    if (Array.isArray(value))
      return `${client.escapeLiteral(`{${value.map((item) => JSON.stringify(String(item))).join(",")}}`)}`;
    return client.escapeLiteral(String(value));
  };
  return `${queries
    .map(({ text, values }) =>
      text.replace(/\$(\d+)/g, (_match, index: string) => literal(values[Number(index) - 1])).replace(/\s+/g, " "),
    )
    .join(";\n")};\n`;
}
