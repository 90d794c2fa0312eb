import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { givePgliteBack, pgliteOf, takePglite } from "../../test/pglite-pool";
import type { Database } from "./client";

// A PGlite the app opens reads dates, times and intervals as text itself, so Drizzle's statements
// reach it without parsers (decision 0130). PGlite only: the PostgreSQL run has no part in it.

let database: Database;
beforeAll(async () => {
  const file = inject("pgliteTemplateFile");
  if (!file) throw new Error("This file needs the PGlite dump test/database-template.ts makes.");
  database = await takePglite(new Blob([readFileSync(file)]));
});
afterAll(() => givePgliteBack(database));
afterEach(() => vi.restoreAllMocks());

const EVERY_KIND = sql`select '2026-12-06 10:00:00+00'::timestamptz as at, '2026-12-06 15:30:00'::timestamp as local,
  '2026-12-06'::date as day, '1 day 02:00:00'::interval as span, array['2026-12-06'::date] as days,
  array[1.50::numeric] as amounts, array['2026-12-06 10:00:00+00'::timestamptz] as moments,
  42::int4 as count, true as yes, '{"a": 1}'::jsonb as doc, array['x', 'y'] as words`;

/** What each column of EVERY_KIND reads as, on this database's time zone (UTC, as PGlite starts). */
const READ = {
  at: "2026-12-06 10:00:00+00",
  local: "2026-12-06 15:30:00",
  day: "2026-12-06",
  span: "1 day 02:00:00",
  days: "{2026-12-06}",
  amounts: "{1.50}",
  moments: '{"2026-12-06 10:00:00+00"}',
  count: 42,
  yes: true,
  doc: { a: 1 },
  words: ["x", "y"],
};

describe("PGlite reading dates, times and intervals as text", () => {
  it("takes Drizzle's statements without parsers and reads each type as Drizzle asks", async () => {
    const query = vi.spyOn(PGlite.prototype, "query");
    const result = (await database.db.execute(EVERY_KIND)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([READ]);
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0]![2]).toEqual({ rowMode: "object" });
  });

  it("reads the same inside a transaction", async () => {
    const rows = await database.db.transaction(
      async (tx) => ((await tx.execute(EVERY_KIND)) as unknown as { rows: unknown[] }).rows,
    );
    expect(rows).toEqual([READ]);
  });

  it("applies a statement's parsers for other types as PGlite always has", async () => {
    const query = vi.spyOn(PGlite.prototype, "query");
    const parsers = { 23: (value: string) => `#${value}`, 1184: (value: string) => `at ${value}` };
    const result = await pgliteOf(database).query<{ count: string; at: string }>(
      "select 42::int4 as count, '2026-12-06 10:00:00+00'::timestamptz as at",
      [],
      { parsers },
    );
    expect(result.rows).toEqual([{ count: "#42", at: "at 2026-12-06 10:00:00+00" }]);
    expect(query.mock.calls[0]![2]).toEqual({ parsers });
  });
});
