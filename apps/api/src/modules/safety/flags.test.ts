import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { reports } from "../../db/schema/safety";
import { withTransaction } from "../../lib/transaction";
import { flagOffPlatform } from "./flags";

let t: TestApp;
let sender: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  sender = await createUser(t.app);
  reader = await createUser(t.app, { role: "COMPANY" });
});
afterAll(() => t.close());

const flag = (itemId: string) =>
  withTransaction(t.app.ctx, (txCtx) =>
    flagOffPlatform(txCtx, { itemKind: "MESSAGE", itemId, subjectUserId: sender.user.id }),
  );
const rowsOf = (itemId: string) => t.app.ctx.db.select().from(reports).where(eq(reports.itemId, itemId));

describe("flagOffPlatform", () => {
  it("opens a report without a reporter, for the off-platform rule, on the sender", async () => {
    const itemId = randomUUID();
    await flag(itemId);
    expect(await rowsOf(itemId)).toEqual([
      expect.objectContaining({
        reporterId: null,
        itemKind: "MESSAGE",
        itemId,
        subjectUserId: sender.user.id,
        reason: "OFF_PLATFORM",
        status: "OPEN",
        details: null,
      }),
    ]);
  });

  it("keeps one open flag per item, and flags again once the first is closed", async () => {
    const itemId = randomUUID();
    await flag(itemId);
    await flag(itemId);
    expect(await rowsOf(itemId)).toHaveLength(1);
    await t.app.ctx.db.update(reports).set({ status: "DISMISSED" }).where(eq(reports.itemId, itemId));
    await flag(itemId);
    expect((await rowsOf(itemId)).map((row) => row.status).sort()).toEqual(["DISMISSED", "OPEN"]);
  });

  it("stands beside people's own reports on the same item", async () => {
    const itemId = randomUUID();
    await t.app.ctx.db
      .insert(reports)
      .values({ reporterId: reader.user.id, itemKind: "MESSAGE", itemId, reason: "OFF_PLATFORM" });
    await flag(itemId);
    expect(await rowsOf(itemId)).toHaveLength(2);
  });

  it("is undone with the transaction that stored the text", async () => {
    const itemId = randomUUID();
    await withTransaction(t.app.ctx, async (txCtx) => {
      await flagOffPlatform(txCtx, { itemKind: "MESSAGE", itemId, subjectUserId: sender.user.id });
      throw new Error("the message was not stored");
    }).catch(() => undefined);
    expect(await rowsOf(itemId)).toEqual([]);
  });
});
