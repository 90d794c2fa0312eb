// The soak's HTTP side: one `call` that every action goes through, counting requests and
// non-2xx answers (by status) for the 10-second samples. A 4xx the mix provokes on purpose is
// still counted: the report shows each status, so an expected one is told from a fault.

export type Counters = { requests: number; errors: number; byStatus: Map<string, number> };

export const counters: Counters = { requests: 0, errors: 0, byStatus: new Map() };

function countError(key: string): void {
  counters.errors++;
  counters.byStatus.set(key, (counters.byStatus.get(key) ?? 0) + 1);
}

export type CallOptions = { token?: string | null; body?: unknown; headers?: Record<string, string> };

/** Calls `/api${url}` and returns the envelope's `data`, or null on any failure (counted). */
export async function call<T>(
  baseUrl: string,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<T | null> {
  counters.requests++;
  const route = `${method} ${url.split("?")[0]!.replace(/[0-9a-f-]{36}/g, ":id")}`;
  try {
    const res = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    const json = (await res.json().catch(() => null)) as { data?: T } | null;
    if (!res.ok) {
      countError(`${res.status} ${route}`);
      return null;
    }
    return (json?.data ?? null) as T | null;
  } catch (error) {
    countError(`${(error as Error).name} ${route}`);
    return null;
  }
}

/** Like `call`, but a failure during the setup stops the bench with its reason. */
export async function mustCall<T>(baseUrl: string, method: string, url: string, options: CallOptions = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const json = (await res.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!res.ok || !json?.data) throw new Error(`${method} ${url}: ${res.status} ${json?.message ?? ""}`);
  return json.data;
}

export async function inParallel<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}
