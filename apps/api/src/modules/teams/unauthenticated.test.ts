import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser } from "../../../test/users";

/*
 * Every teams operation in the OpenAPI document answers 401 without a token and 403 for a
 * suspended account, before it reads anything. Fastify validates a body before the
 * authentication hook, so an operation with a body may answer 400 to the empty one first.
 */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

type Operations = Record<string, Record<string, { tags?: string[] }>>;

describe("teams operations", () => {
  it("answer 401 without a token and 403 for a suspended account", async () => {
    const { app } = testApp;
    const suspended = await createUser(app, { role: "FREELANCER", status: "SUSPENDED" });
    const document = (await app.inject({ method: "GET", url: "/api/docs/json" })).json() as { paths: Operations };
    const id = "00000000-0000-4000-8000-000000000000";
    let checked = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.tags?.includes("teams")) continue;
        const url = path.replace(/\{[^}]+\}/g, id);
        const anonymous = await app.inject({
          method: method.toUpperCase() as "GET",
          url,
          payload: method === "get" ? undefined : {},
        });
        const withBody = method === "post" || method === "patch" || method === "put";
        expect(withBody ? [400, 401] : [401], `${method} ${path}`).toContain(anonymous.statusCode);
        const blocked = await app.inject({
          method: method.toUpperCase() as "GET",
          url,
          headers: suspended.authHeader,
          payload: method === "get" ? undefined : {},
        });
        expect(withBody ? [400, 403] : [403], `${method} ${path}`).toContain(blocked.statusCode);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });
});
