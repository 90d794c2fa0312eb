import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("response compression", () => {
  it("sends JSON above 1 KB as brotli to a client that accepts it", async () => {
    const plain = await t.app.inject({ url: "/api/docs/json" });
    const res = await t.app.inject({ url: "/api/docs/json", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const decoded = brotliDecompressSync(res.rawPayload).toString();
    expect(JSON.parse(decoded)).toEqual(plain.json());
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it("sends gzip to a client that accepts only gzip", async () => {
    const res = await t.app.inject({ url: "/api/docs/json", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it("leaves small answers and clients that accept no encoding alone", async () => {
    const small = await t.app.inject({ url: "/api/health", headers: { "accept-encoding": "br" } });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();

    const none = await t.app.inject({ url: "/api/docs/json" });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.json().openapi).toMatch(/^3\./);
  });
});
