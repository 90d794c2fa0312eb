import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { withTransaction } from "../lib/transaction";

/*
 * A transaction's reads made together run one after another on its connection, and each is
 * started only on an idle connection: node-postgres's own queue is deprecated (db/client.ts
 * `oneQueryAtATime`). The check is pg's own condition for its warning, on every statement sent.
 */

type QueuedClient = { _queryQueue: unknown[] };

let t: TestApp;
const original = pg.Client.prototype.query;
let busySends = 0;
let sends = 0;

beforeAll(async () => {
  // Installed before any connection is opened: each connection's query starts here.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sends++;
    if ((this as unknown as QueuedClient)._queryQueue.length > 0) busySends++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  t = await createTestApp();
});
afterEach(() => {
  busySends = 0;
  sends = 0;
});
afterAll(async () => {
  await t.close();
  pg.Client.prototype.query = original;
});

describe("one statement at a time on a connection", () => {
  it("runs a transaction's statements made together in order, each with its own answer", async () => {
    const order: number[] = [];
    const answers = await withTransaction(t.app.ctx, (tx) =>
      Promise.all(
        [30, 1, 10, 1, 5].map(async (ms, i) => {
          const result = await tx.db.execute<{ n: number }>(sql`select ${i}::int as n from pg_sleep(${ms / 1000})`);
          order.push(i);
          return result.rows[0]!.n;
        }),
      ),
    );
    expect(answers).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(sends).toBeGreaterThanOrEqual(7);
    expect(busySends).toBe(0);
  });

  it("goes on after a statement fails, and the transaction rolls back whole", async () => {
    await expect(
      withTransaction(t.app.ctx, (tx) =>
        Promise.all([tx.db.execute(sql`select 1 / 0`), tx.db.execute(sql`select 1`), tx.db.execute(sql`select 2`)]),
      ),
    ).rejects.toThrow();
    expect(busySends).toBe(0);
    // The connection went back to the pool usable.
    const after = await t.app.ctx.db.execute<{ ok: number }>(sql`select 1 as ok`);
    expect(after.rows[0]!.ok).toBe(1);
  });
});
