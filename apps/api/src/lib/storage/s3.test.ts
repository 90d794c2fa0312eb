import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { makeImage, makePdf, multipartForm } from "../../../test/multipart";
import { type LocalS3, startLocalS3 } from "../../../test/s3-server";
import { addCompanyProfile, createUser } from "../../../test/users";
import { buildApp } from "../../app";
import { call, taskBody } from "../../modules/tasks/testing";
import { s3Store } from "./s3";

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

describe("the S3 store against a local S3-protocol server", () => {
  it("puts, reads back as a stream, deletes, and answers null for a missing object", async () => {
    const store = s3Store(s3.config);
    const content = Buffer.from("a file that lives in a bucket\n".repeat(5_000));
    await store.save("private", "documents/0f6c3c1e-8d1a-4f53-9d0c-2b3f4a5b6c7d.txt", content);

    const opened = await store.open("private", "documents/0f6c3c1e-8d1a-4f53-9d0c-2b3f4a5b6c7d.txt");
    expect(opened?.size).toBe(content.length);
    expect((await buffer(opened!.stream)).equals(content)).toBe(true);
    // The same name under the other visibility is another object.
    expect(await store.open("public", "documents/0f6c3c1e-8d1a-4f53-9d0c-2b3f4a5b6c7d.txt")).toBeNull();

    await store.remove("private", "documents/0f6c3c1e-8d1a-4f53-9d0c-2b3f4a5b6c7d.txt");
    expect(await store.open("private", "documents/0f6c3c1e-8d1a-4f53-9d0c-2b3f4a5b6c7d.txt")).toBeNull();
    // Removing what is gone is not an error, as on the disk.
    await store.remove("private", "documents/0f6c3c1e-8d1a-4f53-9d0c-2b3f4a5b6c7d.txt");
  });

  it("refuses a path that is not a stored file's shape instead of reaching another key", async () => {
    const store = s3Store(s3.config);
    await expect(store.open("private", "../public/avatars/x.webp")).rejects.toThrow(/Not a stored path/);
    await expect(store.save("public", "/avatars/x.webp", Buffer.from("x"))).rejects.toThrow(/Not a stored path/);
  });

  it("reports a bucket that does not exist as an error, not as a missing file", async () => {
    const store = s3Store({ ...s3.config, bucket: "no-such-bucket" });
    await expect(store.save("public", "avatars/a.webp", Buffer.from("x"))).rejects.toThrow();
  });
});

describe("two instances on one database and one bucket", () => {
  let t: TestApp;
  let other: FastifyInstance;
  let otherDataDir: string;

  beforeAll(async () => {
    t = await createTestApp({ s3: s3.config });
    // The second instance has its own, empty data folder: whatever it serves came from the bucket.
    otherDataDir = mkdtempSync(path.join(tmpdir(), "crewlance-other-"));
    other = await buildApp(
      { ...t.config, dataDir: otherDataDir, instanceId: "other-1" },
      { database: { db: t.app.ctx.db as never, kind: t.app.ctx.dbKind, close: async () => {} }, logger: false },
    );
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    rmSync(otherDataDir, { recursive: true, force: true });
  });

  it("serves a public image uploaded through the other instance", async () => {
    const me = await createUser(t.app);
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/user/avatar",
      headers: me.authHeader,
      payload: multipartForm([], [{ name: "avatar", content: await makeImage("png", 300, 300), filename: "me.png" }]),
    });
    expect(uploaded.statusCode).toBe(200);
    const avatarUrl: string = uploaded.json().data.avatarUrl;

    const served = await other.inject({ method: "GET", url: avatarUrl });
    expect(served.statusCode).toBe(200);
    // The answer names the instance that gave it (INSTANCE_ID); the first one has none set.
    expect(served.headers["x-instance"]).toBe("other-1");
    expect(uploaded.headers["x-instance"]).toBeUndefined();
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(served.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
    // Nothing on either disk: the bucket holds it.
    expect((await other.inject({ method: "GET", url: "/uploads/avatars/missing.webp" })).statusCode).toBe(404);
    expect((await other.inject({ method: "GET", url: "/uploads/..%2f..%2fprivate%2fx.pdf" })).statusCode).toBe(404);
  });

  it("streams a private attachment uploaded through one instance from the other, to those allowed only", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    await addCompanyProfile(t.app, company.user);
    const stranger = await createUser(t.app, { role: "COMPANY" });
    const draft = (await call(t.app, company, { method: "POST", url: "/api/tasks", payload: taskBody() })).json().data;
    const pdf = makePdf();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/tasks/${draft.id}/attachments`,
      headers: company.authHeader,
      payload: multipartForm([], [{ name: "file", content: pdf, filename: "brief.pdf", type: "application/pdf" }]),
    });
    expect(res.statusCode).toBe(201);
    const url: string = res.json().data.url;

    const own = await call(other, company, { method: "GET", url });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect((await call(other, stranger, { method: "GET", url })).statusCode).toBe(404);

    // Deleted through the second instance: gone for the first too.
    const removed = await call(other, company, { method: "DELETE", url });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await call(t.app, company, { method: "GET", url })).statusCode).toBe(404);
  });
});
