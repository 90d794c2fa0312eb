import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser } from "../../test/users";
import { freelancerProfiles, users } from "../db/schema/users";
import { isInvalidText, isUniqueViolation } from "./db-errors";

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

describe("isInvalidText", () => {
  it("recognises a NUL in text and a NUL or lone surrogate in JSON, as Drizzle reports them", async () => {
    const nulInText = await failureOf(() =>
      t.app.ctx.db.insert(users).values({ email: "nul@example.com", fullName: "ab\u0000cd", role: "FREELANCER" }),
    );
    expect(isInvalidText(nulInText)).toBe(true);

    const { user } = await createUser(t.app);
    const profile = (school: string) => ({
      userId: user.id,
      headline: "Developer",
      hourlyRate: 1,
      experienceLevel: "ENTRY" as const,
      searchText: "x",
      education: [{ school, degree: "B.Sc", startYear: 2000 }],
    });
    expect(
      isInvalidText(await failureOf(() => t.app.ctx.db.insert(freelancerProfiles).values(profile("a\u0000")))),
    ).toBe(true);
    expect(
      isInvalidText(await failureOf(() => t.app.ctx.db.insert(freelancerProfiles).values(profile("a\ud800")))),
    ).toBe(true);
  });

  it("is false for a unique violation and for errors without a SQLSTATE", async () => {
    const row = { email: `dup-text-${Date.now()}@example.com`, fullName: "Dup Licate", role: "FREELANCER" as const };
    await t.app.ctx.db.insert(users).values(row);
    expect(isInvalidText(await failureOf(() => t.app.ctx.db.insert(users).values(row)))).toBe(false);
    expect(isInvalidText(new Error("invalid byte sequence"))).toBe(false);
    expect(isInvalidText({ code: "FST_ERR_VALIDATION" })).toBe(false);
  });
});
