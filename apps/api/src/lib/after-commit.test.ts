import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { afterCommit, withTransaction } from "./transaction";

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres (decision 0003).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("afterCommit", () => {
  it("runs once the outermost transaction commits, nested ones included, in order", async () => {
    const ran: string[] = [];
    await withTransaction(t.app.ctx, async (outer) => {
      afterCommit(outer, () => void ran.push("outer"));
      await withTransaction(outer, async (inner) => {
        afterCommit(inner, () => void ran.push("inner"));
      });
      // Nothing yet: the transaction is still open.
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(["outer", "inner"]);
  });

  it("never runs after a rollback", async () => {
    const ran: string[] = [];
    await expect(
      withTransaction(t.app.ctx, async (txCtx) => {
        afterCommit(txCtx, () => void ran.push("rolled back"));
        throw new Error("fails");
      }),
    ).rejects.toThrow("fails");
    expect(ran).toEqual([]);
  });

  it("runs at once outside a transaction, and a failing step does not fail the caller", async () => {
    const ran: string[] = [];
    afterCommit(t.app.ctx, () => void ran.push("now"));
    expect(ran).toEqual(["now"]);
    const result = await withTransaction(t.app.ctx, async (txCtx) => {
      afterCommit(txCtx, () => {
        throw new Error("a push failed");
      });
      afterCommit(txCtx, () => void ran.push("still runs"));
      return "committed";
    });
    expect(result).toBe("committed");
    expect(ran).toEqual(["now", "still runs"]);
  });
});
