import helmet from "@fastify/helmet";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { SECURITY_HEADERS } from "../app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: "https://app.crewlance.example" });
});
afterAll(() => t.close());

describe("cross-origin requests", () => {
  it("are allowed from APP_URL", async () => {
    const res = await t.app.inject({
      method: "OPTIONS",
      url: "/api/auth/login",
      headers: { origin: "https://app.crewlance.example", "access-control-request-method": "POST" },
    });
    expect(res.headers["access-control-allow-origin"]).toBe("https://app.crewlance.example");
  });

  it("are not allowed from any other origin", async () => {
    const res = await t.app.inject({
      method: "OPTIONS",
      url: "/api/auth/login",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(res.headers["access-control-allow-origin"]).not.toBe("https://evil.example");
  });
});

describe("request bodies", () => {
  it("over 1 MB are refused with 413 and a sentence", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.co", password: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      code: "PAYLOAD_TOO_LARGE",
      message: "The request body is too large.",
    });
  });

  it("of an unsupported type are refused with 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/xml" },
      payload: "<login/>",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("with the wrong shape name each bad field", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: { email: "nope" } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.errors.map((error: { path: string }) => error.path)).toEqual(
      expect.arrayContaining(["fullName", "email", "password", "role"]),
    );
    expect(JSON.stringify(body)).not.toMatch(/stack|at \//);
  });
});

describe("security headers (computed once, decision 0059)", () => {
  it("are on every answer exactly as @fastify/helmet's middleware writes them per request", async () => {
    const reference = Fastify({ logger: false });
    await reference.register(helmet, SECURITY_HEADERS);
    reference.get("/", async () => "ok");
    const expected = (await reference.inject({ method: "GET", url: "/" })).headers;
    await reference.close();
    const names = Object.keys(expected).filter(
      (name) => !["content-type", "content-length", "date", "connection"].includes(name),
    );
    expect(names).toContain("content-security-policy");
    expect(names).toContain("strict-transport-security");
    for (const url of ["/api/health", "/api/nope", "/api/user"]) {
      const res = await t.app.inject({ method: "GET", url });
      for (const name of names) expect([url, name, res.headers[name]]).toEqual([url, name, expected[name]]);
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
  });
});
