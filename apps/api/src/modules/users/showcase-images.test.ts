import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { makeImage, multipartForm } from "../../../test/multipart";
import { accessTokenFor, createUser, type TestUser } from "../../../test/users";
import { advanceClock, resetClock } from "../../lib/clock";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

function upload(user: TestUser | null, content: Buffer, filename = "work.png") {
  return t.app.inject({
    method: "POST",
    url: "/api/users/me/showcase-images",
    headers: user?.authHeader,
    payload: multipartForm([], [{ name: "file", content, filename, type: "image/png" }]),
  });
}

async function uploaded(
  user: TestUser,
  width = 800,
  height = 600,
): Promise<{ path: string; width: number; height: number }> {
  const res = await upload(user, await makeImage("png", width, height));
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const profile = {
  headline: "Brand designer for D2C labels",
  skills: ["Figma"],
  hourlyRate: 90_000,
  experienceLevel: "EXPERT",
  location: "Jaipur, India",
};

function saveShowcase(user: TestUser, portfolios: object[]) {
  return t.app.inject({
    method: "PUT",
    url: "/api/user/profile/freelancer",
    headers: user.authHeader,
    payload: { ...profile, showcase: { portfolios, certifications: [], projects: [] } },
  });
}

const onDisk = (stored: string) => path.join(t.config.dataDir, "uploads", "public", stored);

/** A JPEG that carries EXIF data, with a camera make and a GPS-like description. */
function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#c84" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCam", ImageDescription: "GPS 26.9124 N 75.7873 E" } })
    .toBuffer();
}

describe("POST /api/users/me/showcase-images", () => {
  it("resizes to at most 1600 px wide keeping the ratio, stores WebP and drops EXIF", async () => {
    const me = await createUser(t.app);
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(me, original, "photo.jpg");
    expect(res.statusCode).toBe(201);
    const image = res.json().data;
    expect(image).toEqual({ path: expect.stringMatching(/^showcase\/[0-9a-f-]{36}\.webp$/), width: 1600, height: 800 });
    const served = await t.app.inject({ method: "GET", url: `/uploads/${image.path}` });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("PhoneCam"))).toBe(false);
  });

  it("keeps a small image at its size", async () => {
    const me = await createUser(t.app);
    expect(await uploaded(me, 300, 500)).toMatchObject({ width: 300, height: 500 });
  });

  it("refuses a text file named .png by its content with 415", async () => {
    const me = await createUser(t.app);
    const res = await upload(me, Buffer.from("only words, no pixels"), "fake.png");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: "Upload a JPEG, PNG or WebP image." });
  });

  it("refuses a file over 5 MB with a sentence", async () => {
    const me = await createUser(t.app);
    const res = await upload(me, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The image must be at most 5 MB.");
  });

  it("is for signed-in freelancers only", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    const png = await makeImage("png");
    expect((await upload(null, png)).statusCode).toBe(401);
    expect((await upload(company, png)).statusCode).toBe(403);
  });
});

describe("showcase images in the freelancer profile", () => {
  it("saves items with the user's own images and the stored sizes", async () => {
    const me = await createUser(t.app);
    const first = await uploaded(me, 800, 600);
    const second = await uploaded(me, 400, 400);
    const res = await saveShowcase(me, [
      {
        title: "Tea label",
        images: [
          { ...first, alt: "The tea label, front", width: 1, height: 1 },
          { ...second, alt: "The tea label, side" },
        ],
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.freelancerProfile.showcase.portfolios[0].images).toEqual([
      { path: first.path, alt: "The tea label, front", width: 800, height: 600 },
      { path: second.path, alt: "The tea label, side", width: 400, height: 400 },
    ]);
  });

  it("refuses another user's image with a field error on that image", async () => {
    const me = await createUser(t.app);
    const other = await createUser(t.app);
    const mine = await uploaded(me);
    const theirs = await uploaded(other);
    const res = await saveShowcase(me, [
      {
        title: "Borrowed",
        images: [
          { ...mine, alt: "Mine" },
          { ...theirs, alt: "Theirs" },
        ],
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        path: "showcase.portfolios.0.images.1.path",
        message: "Upload this image again: it is not one of your uploads.",
      },
    ]);
    const current = await t.app.inject({ method: "GET", url: "/api/user", headers: me.authHeader });
    expect(current.json().data.freelancerProfile).toBeNull();
  });

  it("refuses nine images and a missing alt text", async () => {
    const me = await createUser(t.app);
    const image = await uploaded(me);
    const nine = Array.from({ length: 9 }, () => ({ ...image, alt: "Same" }));
    const tooMany = await saveShowcase(me, [{ title: "Many", images: nine }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toContainEqual({
      path: "showcase.portfolios.0.images",
      message: "Add at most 8 images.",
    });
    const noAlt = await saveShowcase(me, [{ title: "Quiet", images: [{ ...image, alt: "" }] }]);
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().errors).toContainEqual({
      path: "showcase.portfolios.0.images.0.alt",
      message: "Describe the image for people who cannot see it.",
    });
  });

  it("removes an image no item uses once a day has passed, and keeps the used one", async () => {
    const me = await createUser(t.app);
    const kept = await uploaded(me);
    const dropped = await uploaded(me);
    const both = [
      { ...kept, alt: "Kept" },
      { ...dropped, alt: "Dropped" },
    ];
    expect((await saveShowcase(me, [{ title: "Work", images: both }])).statusCode).toBe(200);
    expect((await saveShowcase(me, [{ title: "Work", images: [both[0]] }])).statusCode).toBe(200);
    expect(existsSync(onDisk(dropped.path))).toBe(true);
    advanceClock(25 * 60 * 60 * 1000);
    // The access token of a day ago has expired: a new session, as the person would sign in again.
    me.authHeader = {
      authorization: `Bearer ${await accessTokenFor(t.app, { userId: me.user.id, role: "FREELANCER" })}`,
    };
    expect((await saveShowcase(me, [{ title: "Work", images: [both[0]] }])).statusCode).toBe(200);
    expect(existsSync(onDisk(dropped.path))).toBe(false);
    expect(existsSync(onDisk(kept.path))).toBe(true);
    const again = await saveShowcase(me, [{ title: "Work", images: both }]);
    expect(again.statusCode).toBe(400);
  });
});
