import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";

const SCRIPT = `console.log(${JSON.stringify("crewlance ".repeat(400))});`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${"<!-- app -->".repeat(200)}</body></html>`;

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "crewlance-dist-"));
  mkdirSync(path.join(dist, "assets"));
  const write = (file: string, content: string) => {
    writeFileSync(path.join(dist, file), content);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
  };
  write("assets/index-abc123.js", SCRIPT);
  write("index.html", INDEX);
  writeFileSync(path.join(dist, "logo.svg"), "<svg/>");
  t = await createTestApp({ webDistDir: dist });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the built web app", () => {
  it("sends the brotli twin of a hashed asset to a browser that accepts it, immutable for a year", async () => {
    const res = await t.app.inject({
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it("sends gzip where brotli is not accepted, and the plain file where nothing is", async () => {
    const gz = await t.app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it("revalidates index.html on every visit, for client routes too", async () => {
    for (const url of ["/index.html", "/dashboard", "/freelancers/123?tab=about"]) {
      const res = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-type"], url).toMatch(/text\/html/);
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it("revalidates unhashed files such as the logo", async () => {
    const res = await t.app.inject({ url: "/logo.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps its caching for requests without a token; nothing is kept of an answer to one with a token", async () => {
    // Decision 0081: whatever a route sets for everyone, an answer to a token is that person's.
    const token = { authorization: "Bearer not-even-a-valid-token" };
    for (const url of ["/assets/index-abc123.js", "/index.html", "/api/health", "/api/help/articles", "/api/nope"]) {
      const withToken = await t.app.inject({ url, headers: token });
      expect(withToken.headers["cache-control"], url).toBe("no-store");
    }
    const asset = await t.app.inject({ url: "/assets/index-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await t.app.inject({ url: "/index.html" })).headers["cache-control"]).toBe("no-cache");
    expect((await t.app.inject({ url: "/api/health" })).headers["cache-control"]).toBeUndefined();
    expect((await t.app.inject({ url: "/api/help/articles" })).headers["cache-control"]).toBeUndefined();
  });

  it("answers an unknown API path with the JSON 404, not the app", async () => {
    const res = await t.app.inject({ url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });
});
