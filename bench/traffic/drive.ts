import { Pool } from "undici";

/*
 * The load driver: `connections` loops, each sending the next request a mix draws and timing it
 * by its kind, so one run gives each kind's own percentiles (a write's p99 under the read mix).
 * A non-2xx answer or a failed request counts as an error of its kind.
 */

export type Request = {
  kind: string;
  method: "GET" | "POST" | "PATCH" | "PUT";
  path: string;
  token: string;
  body?: unknown;
  /** Headers of its own: a money call's Idempotency-Key. */
  headers?: Record<string, string>;
};

export type KindFigures = { count: number; errors: number; p50: number; p99: number };
export type DriveResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  kinds: Map<string, KindFigures>;
};

/** The value below which a share `p` of the sorted values lie. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

function figures(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

export async function drive(options: {
  origin: string;
  connections: number;
  seconds: number;
  next: () => Request | Promise<Request>;
}): Promise<DriveResult> {
  const pool = new Pool(options.origin, { connections: options.connections, pipelining: 1 });
  const all: number[] = [];
  const byKind = new Map<string, { latencies: number[]; errors: number }>();
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  let errors = 0;
  let firstError: string | undefined;
  async function loop(): Promise<void> {
    while (performance.now() < deadline) {
      const request = await options.next();
      const sent = performance.now();
      let ok = false;
      try {
        const res = await pool.request({
          method: request.method,
          path: request.path,
          headers: {
            authorization: `Bearer ${request.token}`,
            "accept-encoding": "br, gzip",
            ...(request.body === undefined ? {} : { "content-type": "application/json" }),
            ...request.headers,
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        });
        const text = await res.body.text();
        ok = res.statusCode >= 200 && res.statusCode < 300;
        if (!ok) firstError ??= `${request.method} ${request.path}: ${res.statusCode} ${text.slice(0, 200)}`;
      } catch (error) {
        firstError ??= `${request.method} ${request.path}: ${String(error)}`;
      }
      const took = performance.now() - sent;
      all.push(took);
      const kind = byKind.get(request.kind) ?? { latencies: [], errors: 0 };
      kind.latencies.push(took);
      if (!ok) {
        kind.errors++;
        errors++;
      }
      byKind.set(request.kind, kind);
    }
  }
  await Promise.all(Array.from({ length: options.connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  if (firstError) console.warn(`first error: ${firstError}`);
  return {
    requestsPerSecond: all.length / elapsed,
    ...figures(all),
    errors,
    kinds: new Map(
      [...byKind].map(([name, kind]) => [
        name,
        { count: kind.latencies.length, errors: kind.errors, ...figures(kind.latencies) },
      ]),
    ),
  };
}
