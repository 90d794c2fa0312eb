import { FAVOURITES_MAX_PER_KIND } from "@crewlance/contracts/favourites";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { askForExport, deleteAccountAs, downloadZip, runExportJob, userWithPassword } from "../../../test/privacy";
import { hide } from "../../../test/safety-enforcement";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../../test/users";
import { favourites } from "../../db/schema/favourites";
import { TEST_PASSWORD } from "../auth/testing";
import { postTask } from "../tasks/testing";
import { createTeam } from "../teams/testing";

// Saved tasks, freelancers and teams (decision 0103). Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE=postgres.
let t: TestApp;
let company: TestUser;
let otherCompany: TestUser;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  company = await createUser(t.app, { role: "COMPANY", fullName: "Rahul Mehta" });
  await addCompanyProfile(t.app, company.user, { companyName: "Acme Labs Pvt Ltd" });
  otherCompany = await createUser(t.app, { role: "COMPANY" });
  await addCompanyProfile(t.app, otherCompany.user, { companyName: "Other Co" });
  asha = await createUser(t.app, { role: "FREELANCER", fullName: "Asha Rao" });
  await addFreelancerProfile(t.app, asha.user, { skills: ["React"], headline: "React developer" });
  ravi = await createUser(t.app, { role: "FREELANCER", fullName: "Ravi Kumar" });
  await addFreelancerProfile(t.app, ravi.user, { skills: ["Go"], headline: "Go developer" });
});
afterAll(() => t.close());

const request = (user: TestUser, method: "GET" | "PUT" | "DELETE", url: string) =>
  t.app.inject({ method, url: `/api/favourites${url}`, headers: user.authHeader });
const save = (user: TestUser, kind: string, id: string) => request(user, "PUT", `/${kind}/${id}`);
const unsave = (user: TestUser, kind: string, id: string) => request(user, "DELETE", `/${kind}/${id}`);
const ids = async (user: TestUser, kind: string) => (await request(user, "GET", `/ids?kind=${kind}`)).json().data.ids;
const page = async (user: TestUser, kind: string, query = "") =>
  (await request(user, "GET", `?kind=${kind}${query}`)).json().data;

describe("saving and unsaving", () => {
  it("saves once however often it is asked, and unsaves whether saved or not", async () => {
    const task = await postTask(t.app, company);
    const first = await save(asha, "task", task.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ kind: "task", id: task.id, saved: true });
    const savedAt = (await page(asha, "task")).items[0].savedAt;
    expect((await save(asha, "task", task.id)).statusCode).toBe(200);
    expect(await ids(asha, "task")).toEqual([task.id]);
    expect((await page(asha, "task")).items[0].savedAt).toBe(savedAt);

    const removed = await unsave(asha, "task", task.id);
    expect(removed.json().data).toEqual({ kind: "task", id: task.id, saved: false });
    expect((await unsave(asha, "task", task.id)).statusCode).toBe(200);
    expect(await ids(asha, "task")).toEqual([]);
  });

  it("answers 404 for what the caller cannot see, and 409 for a visible task that is not open", async () => {
    const draft = await postTask(t.app, otherCompany, { publish: false });
    const unknown = "00000000-0000-4000-8000-000000000000";
    const refusedDraft = await save(asha, "task", draft.id);
    expect(refusedDraft.statusCode).toBe(404);
    expect(refusedDraft.json().message).toBe("Task was not found.");
    expect((await save(asha, "task", unknown)).statusCode).toBe(404);
    expect((await save(asha, "freelancer", unknown)).json().message).toBe("Freelancer was not found.");
    expect((await save(asha, "team", unknown)).json().message).toBe("Team was not found.");

    const ownDraft = await save(otherCompany, "task", draft.id);
    expect(ownDraft.statusCode).toBe(409);
    expect(ownDraft.json().message).toBe("Only an open task can be saved.");

    const privateTeam = await createTeam(t.app, ravi, { name: "Quiet Crew", visibility: "PRIVATE" });
    expect((await save(company, "team", privateTeam.id)).statusCode).toBe(404);
    expect((await save(ravi, "team", privateTeam.id)).statusCode).toBe(200);

    // A company is no freelancer: not in the directory.
    expect((await save(asha, "freelancer", company.user.id)).statusCode).toBe(404);
  });

  it("refuses a wrong kind or id with a sentence", async () => {
    const badKind = await save(asha, "project", "00000000-0000-4000-8000-000000000000");
    expect(badKind.statusCode).toBe(400);
    const badId = await save(asha, "task", "not-an-id");
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].message).toBe("Must be a valid id.");
  });

  it("keeps at most FAVOURITES_MAX_PER_KIND of a kind", async () => {
    const person = await createUser(t.app, { role: "COMPANY" });
    await t.app.ctx.db.insert(favourites).values(
      Array.from({ length: FAVOURITES_MAX_PER_KIND }, () => ({
        userId: person.user.id,
        kind: "freelancer" as const,
        targetId: crypto.randomUUID(),
      })),
    );
    const refused = await save(person, "freelancer", asha.user.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `You can save up to ${FAVOURITES_MAX_PER_KIND} freelancers. Remove some to save more.`,
    );
  });
});

describe("the saved list", () => {
  it("shows the cards the directory shows, the latest saved first, by page", async () => {
    const viewer = await createUser(t.app, { role: "COMPANY" });
    const people: TestUser[] = [];
    for (const name of ["One", "Two", "Three"]) {
      const person = await createUser(t.app, { role: "FREELANCER", fullName: `Person ${name}` });
      await addFreelancerProfile(t.app, person.user, { skills: ["React"], headline: `${name} headline` });
      people.push(person);
      expect((await save(viewer, "freelancer", person.user.id)).statusCode).toBe(200);
    }
    const first = await page(viewer, "freelancer", "&limit=2");
    expect(first.pagination).toEqual({ totalCount: 3, currentPage: 1, totalPages: 2, limit: 2 });
    expect(first.items.map((item: { id: string }) => item.id)).toEqual([people[2]!.user.id, people[1]!.user.id]);
    expect(first.items[0].freelancer).toMatchObject({ fullName: "Person Three", headline: "Three headline" });
    const directory = await t.app.inject({
      method: "GET",
      url: "/api/user/freelancers?q=Three%20headline",
      headers: viewer.authHeader,
    });
    expect(directory.json().data.items).toContainEqual(first.items[0].freelancer);
    const second = await page(viewer, "freelancer", "&limit=2&page=2");
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([people[0]!.user.id]);
  });

  it("shows an item no longer available without its card, until it is removed", async () => {
    const viewer = await createUser(t.app, { role: "FREELANCER" });
    await addFreelancerProfile(t.app, viewer.user);
    const task = await postTask(t.app, company);
    const person = await createUser(t.app, { role: "FREELANCER", fullName: "Soon Hidden" });
    await addFreelancerProfile(t.app, person.user);
    await save(viewer, "task", task.id);
    await save(viewer, "freelancer", person.user.id);
    const open = (await page(viewer, "task")).items[0];
    expect(open.task).toMatchObject({ id: task.id, status: "OPEN", applied: false });

    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/tasks/${task.id}/cancel`,
      headers: company.authHeader,
    });
    expect(cancelled.statusCode).toBe(200);
    await hide(t.app, "USER", person.user.id);
    expect((await page(viewer, "task")).items).toEqual([
      { kind: "task", id: task.id, savedAt: open.savedAt, task: null },
    ]);
    expect((await page(viewer, "freelancer")).items[0].freelancer).toBeNull();
    expect((await unsave(viewer, "task", task.id)).statusCode).toBe(200);
    expect((await page(viewer, "task")).items).toEqual([]);
  });

  it("is the caller's own: another user's token sees none of it", async () => {
    const owner = await createUser(t.app, { role: "COMPANY" });
    const stranger = await createUser(t.app, { role: "COMPANY" });
    await save(owner, "freelancer", asha.user.id);
    expect(await ids(owner, "freelancer")).toEqual([asha.user.id]);
    expect(await ids(stranger, "freelancer")).toEqual([]);
    expect((await page(stranger, "freelancer")).items).toEqual([]);
    // Unsaving as someone else leaves the owner's save alone.
    await unsave(stranger, "freelancer", asha.user.id);
    expect(await ids(owner, "freelancer")).toEqual([asha.user.id]);
  });

  it("is private: never cached", async () => {
    const res = await request(asha, "GET", "?kind=task");
    expect(res.headers["cache-control"]).toContain("no-store");
  });
});

describe("your data", () => {
  it("puts what the person saved in favourites.json", async () => {
    const person = await createUser(t.app, { role: "COMPANY" });
    await save(person, "freelancer", asha.user.id);
    const asked = await askForExport(t.app, person);
    expect(asked.statusCode).toBeLessThan(300);
    await runExportJob(t.app);
    const { files } = await downloadZip(t.app, person, asked.json().data.id);
    const saved = JSON.parse(new TextDecoder().decode(files["favourites.json"]));
    expect(saved.favourites).toEqual([{ kind: "freelancer", id: asha.user.id, savedAt: expect.any(String) }]);
  });
});

describe("deleted accounts and teams", () => {
  it("takes away the saves of a deleted team, of a deleted freelancer and of a deleted company's tasks", async () => {
    const viewer = await createUser(t.app, { role: "FREELANCER" });
    await addFreelancerProfile(t.app, viewer.user);
    const owner = await createUser(t.app, { role: "FREELANCER", fullName: "Team Owner" });
    await addFreelancerProfile(t.app, owner.user);
    const team = await createTeam(t.app, owner, { name: "Short Lived" });
    await save(viewer, "team", team.id);
    expect(await ids(viewer, "team")).toEqual([team.id]);
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/teams/${team.id}`, headers: owner.authHeader });
    expect(deleted.statusCode).toBe(200);
    expect(await ids(viewer, "team")).toEqual([]);

    const leaving = await userWithPassword(t.app, { role: "FREELANCER", fullName: "Leaving Soon" });
    await addFreelancerProfile(t.app, leaving.user);
    const leavingCompany = await userWithPassword(t.app, { role: "COMPANY" });
    await addCompanyProfile(t.app, leavingCompany.user);
    const task = await postTask(t.app, leavingCompany);
    await save(viewer, "freelancer", leaving.user.id);
    await save(viewer, "task", task.id);
    await save(leaving, "task", task.id);
    for (const person of [leaving, leavingCompany]) {
      const res = await deleteAccountAs(t.app, person, { password: TEST_PASSWORD, confirmation: "DELETE" });
      expect(res.statusCode).toBe(200);
    }
    expect(await ids(viewer, "freelancer")).toEqual([]);
    expect(await ids(viewer, "task")).toEqual([]);
  });
});
