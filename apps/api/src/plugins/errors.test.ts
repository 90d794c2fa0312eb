import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createUser, type TestUser } from "../../test/users";
import { errorsPlugin } from "./errors";

let t: TestApp;
let me: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  me = await createUser(t.app, { role: "FREELANCER" });
});
afterAll(() => t.close());

describe("a 400 with field errors", () => {
  it("says the schema's sentence on top, without the internal field name, and keeps the exact path", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/user/freelancers?minRate=500&maxRate=100",
      headers: me.authHeader,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: "VALIDATION_ERROR",
      message: "Maximum rate must be at least the minimum rate.",
      errors: [{ path: "maxRate", message: "Maximum rate must be at least the minimum rate." }],
    });
  });

  it("gives a subject-less rule a subject", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/user",
      headers: me.authHeader,
      payload: { fullName: "ab\u0000cd" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "One of the values must not contain control characters.",
      errors: [{ path: "fullName", message: "Must not contain control characters." }],
    });
  });

  it("says a generic sentence when the first issue is zod's own wording", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/user",
      headers: me.authHeader,
      payload: { fullName: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Some of the details sent are not valid. Please check them and try again.");
    expect(res.json().errors).toEqual([{ path: "fullName", message: expect.any(String) }]);
  });
});

describe("text the database refuses", () => {
  it("is a 400 with a sentence, not a 500, when a schema lets it through", async () => {
    // A bare route stands for one whose schema misses a field: the query runs on the real database.
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get("/nul", () => t.app.ctx.db.execute(sql`select ${"ab\u0000cd"}::text`));
    app.get("/json", () => t.app.ctx.db.execute(sql`select ${JSON.stringify({ a: "\ud800" })}::jsonb`));
    try {
      for (const url of ["/nul", "/json"]) {
        const res = await app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          code: "VALIDATION_ERROR",
          message:
            "The text contains characters that cannot be saved, such as control characters. Remove them and try again.",
        });
      }
    } finally {
      await app.close();
    }
  });
});

describe("an address that does not decode", () => {
  it("gets the error body with a sentence, not Fastify's own", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/ab%ED%A0%80cd", headers: me.authHeader });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: "BAD_REQUEST",
      message: "The address has characters that cannot be read.",
    });
  });
});
