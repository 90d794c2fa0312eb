import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { makeImage, multipartForm } from "../../../test/multipart";
import type { TestUser } from "../../../test/users";
import { call, createTeam, freelancer, teamWithRoles } from "./testing";

/*
 * Team avatar and portfolio: items in order, edited by the owner and admins only,
 * images checked by content (a text file named .png is 415) and served as WebP; reordering
 * needs every item once; lists and suggestions with the shared pagination shape.
 */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function upload(user: TestUser, url: string, content: Buffer, filename = "x.png") {
  return testApp.app.inject({
    method: "POST",
    url,
    headers: user.authHeader,
    payload: multipartForm([], [{ name: "file", content, filename, type: "image/png" }]),
  });
}

describe("team avatar and portfolio", () => {
  it("adds, edits, reorders and deletes items; members and outsiders only read", async () => {
    const { app } = testApp;
    const { team, owner, admin, member, outsider } = await teamWithRoles(app);
    const add = async (title: string) => {
      const res = await call(app, admin, {
        method: "POST",
        url: `/api/teams/${team.id}/portfolio`,
        payload: { title, description: "A project.", url: "https://example.com", tags: ["React"] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: string; order: number };
    };
    const a = await add("Alpha");
    const b = await add("Beta");
    const c = await add("Gamma");
    expect([a.order, b.order, c.order]).toEqual([1, 2, 3]);
    const byMember = await call(app, member, {
      method: "POST",
      url: `/api/teams/${team.id}/portfolio`,
      payload: { title: "Sneaky" },
    });
    expect(byMember.statusCode).toBe(403);
    const badLink = await call(app, admin, {
      method: "POST",
      url: `/api/teams/${team.id}/portfolio`,
      payload: { title: "Bad", url: "javascript:alert(1)" },
    });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().errors[0].path).toBe("url");

    const edited = await call(app, owner, {
      method: "PATCH",
      url: `/api/teams/${team.id}/portfolio/${b.id}`,
      payload: { title: "Beta 2", url: null },
    });
    expect(edited.json().data).toMatchObject({ title: "Beta 2", url: null, order: 2 });
    const editByOutsider = await call(app, outsider, {
      method: "PATCH",
      url: `/api/teams/${team.id}/portfolio/${b.id}`,
      payload: { title: "Mine" },
    });
    expect(editByOutsider.statusCode).toBe(403);

    const partial = await call(app, admin, {
      method: "PUT",
      url: `/api/teams/${team.id}/portfolio/order`,
      payload: { itemIds: [c.id, a.id] },
    });
    expect(partial.statusCode).toBe(422);
    const reordered = await call(app, admin, {
      method: "PUT",
      url: `/api/teams/${team.id}/portfolio/order`,
      payload: { itemIds: [c.id, a.id, b.id] },
    });
    expect(reordered.json().data.map((item: { id: string; order: number }) => [item.id, item.order])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    const removed = await call(app, admin, { method: "DELETE", url: `/api/teams/${team.id}/portfolio/${a.id}` });
    expect(removed.statusCode).toBe(200);
    const read = await call(app, outsider, { method: "GET", url: `/api/teams/${team.id}/portfolio` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.items.map((item: { title: string; order: number }) => [item.title, item.order])).toEqual([
      ["Gamma", 1],
      ["Beta 2", 2],
    ]);
    expect(read.json().data.pagination).toMatchObject({ totalCount: 2, currentPage: 1, totalPages: 1 });
  });

  it("stores images checked by content as WebP, for the avatar and each item", async () => {
    const { app } = testApp;
    const { team, admin, member } = await teamWithRoles(app);
    const avatar = await upload(admin, `/api/teams/${team.id}/avatar`, await makeImage("png", 600, 400));
    expect(avatar.statusCode, avatar.body).toBe(200);
    const avatarUrl = avatar.json().data.avatarUrl as string;
    expect(avatarUrl).toMatch(/^\/uploads\/team-avatars\/.+\.webp$/);
    const served = await app.inject({ method: "GET", url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
    const fake = await upload(admin, `/api/teams/${team.id}/avatar`, Buffer.from("plain text"), "fake.png");
    expect(fake.statusCode).toBe(415);
    const byMember = await upload(member, `/api/teams/${team.id}/avatar`, await makeImage("png"));
    expect(byMember.statusCode).toBe(403);

    const item = await call(app, admin, {
      method: "POST",
      url: `/api/teams/${team.id}/portfolio`,
      payload: { title: "Shot" },
    });
    const itemId = item.json().data.id;
    const image = await upload(
      admin,
      `/api/teams/${team.id}/portfolio/${itemId}/image`,
      await makeImage("jpeg", 2400, 1200),
    );
    expect(image.statusCode, image.body).toBe(200);
    const imageUrl = image.json().data.imageUrl as string;
    const meta = await sharp((await app.inject({ method: "GET", url: imageUrl })).rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1200, height: 600 });
    const noFile = await app.inject({
      method: "POST",
      url: `/api/teams/${team.id}/portfolio/${itemId}/image`,
      headers: admin.authHeader,
      payload: multipartForm([["title", "x"]]),
    });
    expect(noFile.statusCode).toBe(400);
  });
});

describe("team lists", () => {
  it("lists public teams newest first with search, my teams, and suggestions ranked by skill overlap", async () => {
    const { app } = testApp;
    const me = await freelancer(app, "Sunil Suggest", ["Rust", "Go", "Kubernetes"]);
    const maker = await freelancer(app, "Team Maker", ["Design"]);
    const threeMatch = await createTeam(app, maker, { name: "Infra Guild", skills: ["Rust", "Go", "Kubernetes"] });
    const oneMatch = await createTeam(app, maker, { name: "Go Shop", skills: ["Go", "Design"] });
    await createTeam(app, maker, { name: "No Match", skills: ["Figma"] });
    await createTeam(app, maker, { name: "Hidden Rust", skills: ["Rust"], visibility: "PRIVATE" });
    const mineTeam = await createTeam(app, me, { name: "My Own Rust", skills: ["Rust"] });

    const suggested = await call(app, me, { method: "GET", url: "/api/teams/suggested?limit=10" });
    expect(suggested.statusCode).toBe(200);
    const names = suggested.json().data.items.map((t: { name: string }) => t.name);
    expect(names).toEqual(["Infra Guild", "Go Shop"]);
    expect(suggested.json().data.items[0].match).toEqual({ matched: 3, total: 3 });
    expect(suggested.json().data.pagination).toMatchObject({ totalCount: 2, currentPage: 1, totalPages: 1, limit: 10 });
    const paged = await call(app, me, { method: "GET", url: "/api/teams/suggested?limit=1&page=2" });
    expect(paged.json().data.items.map((t: { id: string }) => t.id)).toEqual([oneMatch.id]);
    expect(paged.json().data.pagination).toMatchObject({ totalCount: 2, currentPage: 2, totalPages: 2 });
    const searched = await call(app, me, { method: "GET", url: "/api/teams/suggested?q=infra" });
    expect(searched.json().data.items.map((t: { id: string }) => t.id)).toEqual([threeMatch.id]);

    const browse = await call(app, me, { method: "GET", url: "/api/teams?q=rust" });
    const browsed = browse.json().data.items.map((t: { name: string }) => t.name);
    expect(browsed).toContain("My Own Rust");
    expect(browsed).toContain("Infra Guild");
    expect(browsed).not.toContain("Hidden Rust");
    const mine = await call(app, me, { method: "GET", url: "/api/teams/mine" });
    expect(mine.json().data.items).toEqual([
      expect.objectContaining({ id: mineTeam.id, viewerRole: "OWNER", memberCount: 1 }),
    ]);
    const tooMany = await call(app, me, { method: "GET", url: "/api/teams?limit=101" });
    expect(tooMany.statusCode).toBe(400);
    // A page past the first 1,000 teams (decision 0114); the last one before it answers.
    for (const list of ["/api/teams", "/api/teams/suggested"]) {
      const tooDeep = await call(app, me, { method: "GET", url: `${list}?page=85` });
      expect(tooDeep.statusCode).toBe(400);
      expect(tooDeep.json().errors).toEqual([expect.objectContaining({ path: "page" })]);
      const last = await call(app, me, { method: "GET", url: `${list}?page=84` });
      expect(last.json().data).toMatchObject({ items: [], pagination: { currentPage: 84 } });
    }
  });

  it("refuses a team from a company and bad team bodies with field errors", async () => {
    const { app } = testApp;
    const { company, owner, team } = await teamWithRoles(app);
    const byCompany = await call(app, company, { method: "POST", url: "/api/teams", payload: { name: "Buyers" } });
    expect(byCompany.statusCode).toBe(403);
    for (const payload of [
      { name: "A" },
      { name: "x".repeat(81) },
      { name: "Okay", visibility: "SECRET" },
      { name: "Okay", skills: ["React", "react"] },
    ]) {
      const res = await call(app, owner, { method: "POST", url: "/api/teams", payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    const empty = await call(app, owner, { method: "PATCH", url: `/api/teams/${team.id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    const renamed = await call(app, owner, {
      method: "PATCH",
      url: `/api/teams/${team.id}`,
      payload: { name: "Pixel Crew 2", visibility: "PRIVATE" },
    });
    expect(renamed.json().data).toMatchObject({ name: "Pixel Crew 2", visibility: "PRIVATE" });
  });
});
