import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { adminAuditLog } from "../../db/schema/admin";
import { type ProjectSetup, setupProject } from "../projects/testing";

/*
 * GET /api/admin/audit-log (decision 0080): every admin read of a disputed project, newest first,
 * by project or by admin, a page at a time; admins only.
 */

let t: TestApp;
let s: ProjectSetup;
let ada: TestUser;
let ben: TestUser;
const otherProjectId = randomUUID();
const fileId = randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  s = await setupProject(t.app);
  ada = await createUser(t.app, { role: "ADMIN", fullName: "Ada Admin" });
  ben = await createUser(t.app, { role: "ADMIN", fullName: "Ben Admin" });
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
  // Written out of order: the list orders by time, not by insertion.
  await t.app.ctx.db.insert(adminAuditLog).values([
    { adminId: ada.user.id, action: "PROJECT_VIEWED", projectId: s.projectId, createdAt: at(1) },
    { adminId: ben.user.id, action: "TASK_VIEWED", projectId: otherProjectId, subjectId: fileId, createdAt: at(3) },
    {
      adminId: ada.user.id,
      action: "PROJECT_FILE_DOWNLOADED",
      projectId: s.projectId,
      subjectId: fileId,
      createdAt: at(2),
    },
  ]);
});
afterAll(() => t.close());

function get(query: string, user: TestUser | null = ada) {
  return t.app.inject({ method: "GET", url: `/api/admin/audit-log${query}`, headers: user?.authHeader });
}

describe("GET /api/admin/audit-log", () => {
  it("lists every read newest first, with the admin's name and the project's title", async () => {
    const res = await get("");
    expect(res.statusCode, res.body).toBe(200);
    const { items, pagination } = res.json().data;
    expect(items.map((row: { action: string }) => row.action)).toEqual([
      "TASK_VIEWED",
      "PROJECT_FILE_DOWNLOADED",
      "PROJECT_VIEWED",
    ]);
    expect(items[1]).toEqual({
      id: expect.any(String),
      createdAt: "2026-11-20T10:02:00.000Z",
      admin: { id: ada.user.id, fullName: "Ada Admin" },
      action: "PROJECT_FILE_DOWNLOADED",
      project: { id: s.projectId, title: expect.stringContaining("React dashboard") },
      subjectId: fileId,
    });
    // A project that no longer exists keeps its id; its title is gone.
    expect(items[0].project).toEqual({ id: otherProjectId, title: null });
    expect(pagination).toMatchObject({ totalCount: 3, currentPage: 1, totalPages: 1, limit: 20 });
  });

  it("filters by project and by admin, and pages", async () => {
    const byProject = (await get(`?projectId=${s.projectId}`)).json().data;
    expect(byProject.items.map((row: { action: string }) => row.action)).toEqual([
      "PROJECT_FILE_DOWNLOADED",
      "PROJECT_VIEWED",
    ]);

    const byAdmin = (await get(`?adminId=${ben.user.id}`)).json().data;
    expect(byAdmin.items).toHaveLength(1);
    expect(byAdmin.items[0].admin.fullName).toBe("Ben Admin");

    const both = (await get(`?projectId=${s.projectId}&adminId=${ben.user.id}`)).json().data;
    expect(both.items).toEqual([]);

    const second = (await get("?limit=2&page=2")).json().data;
    expect(second.items.map((row: { action: string }) => row.action)).toEqual(["PROJECT_VIEWED"]);
    expect(second.pagination).toMatchObject({ totalCount: 3, currentPage: 2, totalPages: 2, limit: 2 });
  });

  it("answers a malformed filter with a sentence", async () => {
    const res = await get("?projectId=nope");
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Must be a valid id.");
  });

  it("is for admins only", async () => {
    expect((await get("", s.freelancer)).statusCode).toBe(403);
    expect((await get("", s.company)).statusCode).toBe(403);
    expect((await get("", null)).statusCode).toBe(401);
  });
});
