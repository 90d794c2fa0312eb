import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import { emit, onEvent, onEventCommitted } from "./events";
import { withTransaction } from "./transaction";

describe("domain events", () => {
  it("runs in-transaction listeners inside the unit of work and committed ones only after it commits", async () => {
    const { app, close } = await createTestApp();
    try {
      const seen: string[] = [];
      onEvent("Probe", async (txCtx, event) => {
        seen.push(`in:${event.value}:${txCtx.inTransaction === true}`);
      });
      onEventCommitted("Probe", (ctx, event) => {
        seen.push(`after:${event.value}:${ctx.inTransaction === true}`);
      });
      await withTransaction(app.ctx, async (txCtx) => {
        await emit(txCtx, "Probe", { value: 1 });
        expect(seen).toEqual(["in:1:true"]);
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(seen).toEqual(["in:1:true", "after:1:false"]);

      await expect(
        withTransaction(app.ctx, async (txCtx) => {
          await emit(txCtx, "Probe", { value: 2 });
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      await new Promise((resolve) => setImmediate(resolve));
      expect(seen).toEqual(["in:1:true", "after:1:false", "in:2:true"]);
    } finally {
      await close();
    }
  });
});
