import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { advanceClock } from "../../lib/clock";
import { onEvent } from "../../lib/events";
import { assertMayReach, blockedIdsOf } from "./blocks";

let t: TestApp;
let meera: TestUser;
let arjun: TestUser;
let neha: TestUser;
let admin: TestUser;
const told: Array<{ name: string; blockerId: string; blockedId: string }> = [];

beforeAll(async () => {
  t = await createTestApp();
  meera = await createUser(t.app, { fullName: "Meera Iyer" });
  arjun = await createUser(t.app, { role: "COMPANY", fullName: "Arjun Das" });
  neha = await createUser(t.app, { fullName: "Neha Gupta" });
  admin = await createUser(t.app, { role: "ADMIN" });
  onEvent("UserBlocked", (_txCtx, event) => void told.push({ name: "UserBlocked", ...event }));
  onEvent("UserUnblocked", (_txCtx, event) => void told.push({ name: "UserUnblocked", ...event }));
});
afterAll(() => t.close());

const call = (method: "GET" | "PUT" | "DELETE", by: TestUser, path = "") =>
  t.app.inject({ method, url: `/api/safety/blocks${path}`, headers: by.authHeader });

describe("blocking and unblocking", () => {
  it("blocks a person, says so by name, and tells listeners once", async () => {
    const res = await call("PUT", meera, `/${arjun.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { blocked: true }, message: "You blocked Arjun Das." });
    expect((await call("PUT", meera, `/${arjun.user.id}`)).statusCode).toBe(200);
    expect(told.filter((event) => event.name === "UserBlocked")).toEqual([
      { name: "UserBlocked", blockerId: meera.user.id, blockedId: arjun.user.id },
    ]);
  });

  it("answers the block state to the blocker only about people they blocked", async () => {
    expect((await call("GET", meera, `/${arjun.user.id}`)).json().data).toEqual({ blocked: true });
    expect((await call("GET", meera, `/${neha.user.id}`)).json().data).toEqual({ blocked: false });
    // The blocked person asking about the blocker learns nothing: they blocked no one.
    expect((await call("GET", arjun, `/${meera.user.id}`)).json().data).toEqual({ blocked: false });
  });

  it("lists the people blocked, newest first, to the blocker alone", async () => {
    advanceClock(1000);
    await call("PUT", meera, `/${neha.user.id}`);
    const list = (await call("GET", meera)).json().data as Array<{ userId: string; fullName: string }>;
    expect(list.map((person) => person.fullName)).toEqual(["Neha Gupta", "Arjun Das"]);
    expect(list[0]).toMatchObject({ userId: neha.user.id, avatarUrl: null });
    expect((await call("GET", arjun)).json().data).toEqual([]);
  });

  it("stops reaching in both directions with a sentence that never says blocked", async () => {
    const ctx = t.app.ctx;
    for (const kind of ["MESSAGE", "OFFER", "INVITATION", "APPLY"] as const) {
      const refused = assertMayReach(ctx, { actorId: arjun.user.id, targetId: meera.user.id, kind });
      await expect(refused).rejects.toMatchObject({ statusCode: 403 });
      await expect(refused).rejects.not.toThrow(/block/i);
      await expect(
        assertMayReach(ctx, { actorId: meera.user.id, targetId: arjun.user.id, kind }),
      ).rejects.toMatchObject({ statusCode: 403 });
    }
    await expect(
      assertMayReach(ctx, { actorId: arjun.user.id, targetId: neha.user.id, kind: "MESSAGE" }),
    ).resolves.toBeUndefined();
    expect(await blockedIdsOf(ctx, meera.user.id)).toEqual(new Set([arjun.user.id, neha.user.id]));
    expect(await blockedIdsOf(ctx, arjun.user.id)).toEqual(new Set());
  });

  it("unblocks, by name, and reaching works again", async () => {
    const res = await call("DELETE", meera, `/${arjun.user.id}`);
    expect(res.json()).toMatchObject({ data: { blocked: false }, message: "You unblocked Arjun Das." });
    expect((await call("DELETE", meera, `/${arjun.user.id}`)).statusCode).toBe(200);
    expect(told.filter((event) => event.name === "UserUnblocked")).toHaveLength(1);
    await expect(
      assertMayReach(t.app.ctx, { actorId: arjun.user.id, targetId: meera.user.id, kind: "MESSAGE" }),
    ).resolves.toBeUndefined();
  });
});

describe("what cannot be blocked", () => {
  it("refuses blocking yourself with 422", async () => {
    const res = await call("PUT", neha, `/${neha.user.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("You can't block yourself.");
  });

  it("refuses blocking an admin with 422", async () => {
    const res = await call("PUT", neha, `/${admin.user.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("You can't block a Crewlance admin. Report a problem instead.");
  });

  it("answers 404 for a person who does not exist and 400 for a bad id", async () => {
    expect((await call("PUT", neha, `/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call("PUT", neha, "/not-an-id")).statusCode).toBe(400);
  });

  it("needs a signed-in person", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/safety/blocks" })).statusCode).toBe(401);
  });
});
