import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser } from "../../../test/users";
import { TEST_PASSWORD, uniqueEmail } from "./testing";

/** Answers that carry tokens, codes or the signed-in user are never kept by a browser or proxy. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every operation under /api/auth the OpenAPI document lists, so a route added later is covered too. */
function authOperations(): { method: string; url: string }[] {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([url]) => url.startsWith("/api/auth/"))
    .flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        url: url.replace(/\{\w+\}/g, "google"),
      })),
    );
}

describe("Cache-Control: no-store", () => {
  it("is on every /api/auth answer, success or error", async () => {
    const operations = authOperations();
    expect(operations.length).toBeGreaterThanOrEqual(14);
    for (const { method, url } of operations) {
      const res = await t.app.inject({ method: method as "POST", url, payload: {} });
      expect(res.headers["cache-control"], `${method} ${url} (${res.statusCode})`).toBe("no-store");
    }
  });

  it("is on a successful sign-in and on the 429 of the rate limit", async () => {
    const email = uniqueEmail();
    const register = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: "198.51.100.1",
      payload: { fullName: "Cache Person", email, password: TEST_PASSWORD, role: "FREELANCER" },
    });
    expect(register.statusCode).toBe(201);
    expect(register.headers["cache-control"]).toBe("no-store");
    let last = register;
    for (let i = 0; i <= t.config.authRateLimitPerMinute; i += 1) {
      last = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "198.51.100.2",
        payload: { email, password: TEST_PASSWORD },
      });
    }
    expect(last.statusCode).toBe(429);
    expect(last.headers["cache-control"]).toBe("no-store");
  });

  it("is on GET /api/user, signed in or not", async () => {
    const me = await createUser(t.app);
    const res = await t.app.inject({ method: "GET", url: "/api/user", headers: me.authHeader });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const anonymous = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers["cache-control"]).toBe("no-store");
  });
});
