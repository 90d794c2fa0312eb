import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";

// Replicas on a real standby answer here too: db/replicas.pgtest.ts.

let t: TestApp;
let admin: TestUser;
let freelancer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: "ADMIN" });
  freelancer = await createUser(t.app, { role: "FREELANCER" });
});
afterAll(() => t.close());

const getDatabase = (user: TestUser | null) =>
  t.app.inject({ method: "GET", url: "/api/admin/database", headers: user?.authHeader });

describe("GET /api/admin/database", () => {
  it("tells an admin which database this instance uses and that no replica takes reads", async () => {
    const res = await getDatabase(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json().data).toEqual({ kind: t.app.ctx.dbKind, replicas: [], maxLagMs: 2_000 });
  });

  it("answers no one else", async () => {
    expect((await getDatabase(null)).statusCode).toBe(401);
    expect((await getDatabase(freelancer)).statusCode).toBe(403);
  });
});
