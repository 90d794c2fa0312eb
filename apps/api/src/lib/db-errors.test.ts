import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/users";
import { createTestApp, type TestApp } from "../test/app";
import { isUniqueViolation } from "./db-errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function failureOf(act: () => Promise<unknown>): Promise<unknown> {
  try {
    await act();
  } catch (error) {
    return error;
  }
  throw new Error("expected the query to fail");
}

describe("isUniqueViolation", () => {
  it("recognises the database's own refusal of a duplicate, as Drizzle reports it", async () => {
    const row = { email: `dup-${Date.now()}@example.com`, fullName: "Dup Licate", role: "FREELANCER" as const };
    await t.app.ctx.db.insert(users).values(row);
    expect(isUniqueViolation(await failureOf(() => t.app.ctx.db.insert(users).values(row)))).toBe(true);
  });

  it("is false for other database errors and for anything else", async () => {
    expect(isUniqueViolation(await failureOf(() => t.app.ctx.db.execute(sql`select * from no_such_table`)))).toBe(
      false,
    );
    expect(isUniqueViolation(new Error("duplicate key"))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation(new Error("wrapped", { cause: { code: "23505" } }))).toBe(true);
  });
});
