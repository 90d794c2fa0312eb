import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { makeImage, multipartForm } from "../../../test/multipart";
import { createUser, type TestUser } from "../../../test/users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function upload(kind: "avatar" | "banner", user: TestUser | null, field: string, content: Buffer, filename = "x.png") {
  return t.app.inject({
    method: "POST",
    url: `/api/user/${kind}`,
    headers: user?.authHeader,
    payload: multipartForm([], [{ name: field, content, filename, type: "image/png" }]),
  });
}

function diskPath(url: string): string {
  return path.join(t.config.dataDir, "uploads", "public", url.replace(/^\/uploads\//, ""));
}

describe("POST /api/user/avatar", () => {
  it("stores a PNG as a 256×256 WebP served publicly, and removes the old one on replace", async () => {
    const me = await createUser(t.app);
    const first = await upload("avatar", me, "avatar", await makeImage("png", 800, 600));
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().data.avatarUrl;
    expect(firstUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(first.json().data.id).toBe(me.user.id);

    const served = await t.app.inject({ method: "GET", url: firstUrl });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });

    const second = await upload("avatar", me, "file", await makeImage("jpeg", 300, 300), "photo.jpg");
    expect(second.statusCode).toBe(200);
    const secondUrl: string = second.json().data.avatarUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(diskPath(firstUrl))).toBe(false);
    expect(existsSync(diskPath(secondUrl))).toBe(true);
    expect((await t.app.inject({ method: "GET", url: firstUrl })).statusCode).toBe(404);

    const current = await t.app.inject({ method: "GET", url: "/api/user", headers: me.authHeader });
    expect(current.json().data.avatarUrl).toBe(secondUrl);
  });

  it("accepts a WebP under any field name", async () => {
    const me = await createUser(t.app);
    const res = await upload("avatar", me, "whatever", await makeImage("webp"), "a.webp");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.avatarUrl).toMatch(/\.webp$/);
  });

  it("refuses a file that only claims to be an image with 415", async () => {
    const me = await createUser(t.app);
    const res = await upload("avatar", me, "avatar", Buffer.from("this is plain text, not a PNG"), "fake.png");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      success: false,
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Upload a JPEG, PNG or WebP image.",
    });
  });

  it("refuses a GIF and a truncated PNG with 415", async () => {
    const me = await createUser(t.app);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    expect((await upload("avatar", me, "avatar", gif, "a.gif")).statusCode).toBe(415);
    const png = await makeImage("png", 200, 200);
    expect((await upload("avatar", me, "avatar", png.subarray(0, 60), "cut.png")).statusCode).toBe(415);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/user", headers: me.authHeader })).json().data.avatarUrl,
    ).toBeNull();
  });

  it("refuses a file over 5 MB with 413 and a sentence", async () => {
    const me = await createUser(t.app);
    const png = await makeImage("png");
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const res = await upload("avatar", me, "avatar", big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "The image must be at most 5 MB." });
  });

  it("answers 400 when the form has no file and 415 when it is not multipart", async () => {
    const me = await createUser(t.app);
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/user/avatar",
      headers: me.authHeader,
      payload: multipartForm([["note", "no file here"]]),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: "VALIDATION_ERROR", message: "Choose a file to upload." });

    const json = await t.app.inject({
      method: "POST",
      url: "/api/user/avatar",
      headers: me.authHeader,
      payload: { avatar: "data" },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("needs a token and refuses suspended users", async () => {
    const png = await makeImage("png");
    expect((await upload("avatar", null, "avatar", png)).statusCode).toBe(401);
    const suspended = await createUser(t.app, { status: "SUSPENDED" });
    expect((await upload("avatar", suspended, "avatar", png)).statusCode).toBe(403);
  });
});

describe("POST /api/user/banner", () => {
  it("stores a 1500×500 WebP and leaves the avatar alone", async () => {
    const me = await createUser(t.app, { role: "COMPANY" });
    const res = await upload("banner", me, "banner", await makeImage("jpeg", 2000, 1000), "b.jpg");
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.bannerUrl;
    expect(url).toMatch(/^\/uploads\/banners\/[0-9a-f-]{36}\.webp$/);
    expect(res.json().data.avatarUrl).toBeNull();
    const meta = await sharp(diskPath(url)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1500, height: 500 });

    const replaced = await upload("banner", me, "banner", await makeImage("png", 1600, 600));
    expect(existsSync(diskPath(url))).toBe(false);
    expect(existsSync(diskPath(replaced.json().data.bannerUrl))).toBe(true);
  });

  it("refuses a fake image with 415 and a large one with 413", async () => {
    const me = await createUser(t.app);
    expect((await upload("banner", me, "banner", Buffer.from("<svg></svg>"), "b.png")).statusCode).toBe(415);
    const big = Buffer.concat([await makeImage("png"), Buffer.alloc(6 * 1024 * 1024)]);
    expect((await upload("banner", me, "banner", big)).statusCode).toBe(413);
  });
});
