import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../../test/users";
import { tasks } from "../../db/schema/tasks";
import { apply, call, postTask } from "./testing";

/*
 * Task and proposal texts asking to move work or payment off Crewlance are marked on the row at
 * every write and shown as `offPlatform` to those who read them (decision 0092); the patterns
 * themselves are contracts' off-platform.ts, tested there.
 */

const ASKS_OUTSIDE = "Pay me directly by UPI at ravi.kumar@okaxis and we both skip the fees.";

let t: TestApp;
let company: TestUser;
let freelancer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  company = await createUser(t.app, { role: "COMPANY" });
  await addCompanyProfile(t.app, company.user, { companyName: "Acme Labs Pvt Ltd" });
  freelancer = await createUser(t.app, { role: "FREELANCER", fullName: "Ravi Kumar" });
  await addFreelancerProfile(t.app, freelancer.user, { skills: ["React"] });
});
afterAll(() => t.close());

async function taskView(user: TestUser, taskId: string) {
  const res = await call(t.app, user, { method: "GET", url: `/api/tasks/${taskId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { offPlatform?: boolean };
}

describe("a task's texts", () => {
  it("are marked when they ask to talk outside, on the task and its card, and cleared when edited clean", async () => {
    const task = await postTask(t.app, company, {
      description: "Build our dashboard in React. WhatsApp me on 98765 43210 to discuss before you apply.",
    });
    expect((await taskView(freelancer, task.id)).offPlatform).toBe(true);
    const list = await call(t.app, freelancer, { method: "GET", url: "/api/tasks" });
    const card = list.json().data.items.find((item: { id: string }) => item.id === task.id);
    expect(card.offPlatform).toBe(true);

    const edited = await call(t.app, company, {
      method: "PATCH",
      url: `/api/tasks/${task.id}`,
      payload: { description: "Build our dashboard in React, with charts of shipments and delays by route." },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.offPlatform).toBe(false);
  });

  it("are marked on a draft too, and a clean task is not marked", async () => {
    const draft = await postTask(t.app, company, { publish: false, title: "Logo design, pay outside the platform" });
    const [row] = await t.app.ctx.db.select().from(tasks).where(eq(tasks.id, draft.id));
    expect(row?.offPlatform).toBe(true);
    const clean = await postTask(t.app, company);
    expect((await taskView(freelancer, clean.id)).offPlatform).toBe(false);
  });
});

describe("a proposal's cover letter", () => {
  it("is marked when it asks to pay outside, as the company reads it", async () => {
    const task = await postTask(t.app, company);
    const marked = await apply(t.app, freelancer, task.id, { coverLetter: ASKS_OUTSIDE });
    const other = await createUser(t.app, { role: "FREELANCER" });
    await addFreelancerProfile(t.app, other.user, { skills: ["React"] });
    const clean = await apply(t.app, other, task.id);
    const list = await call(t.app, company, { method: "GET", url: `/api/tasks/${task.id}/applications` });
    const byId = new Map(
      list.json().data.items.map((item: { id: string; offPlatform: boolean }) => [item.id, item.offPlatform]),
    );
    expect(byId.get(marked.id)).toBe(true);
    expect(byId.get(clean.id)).toBe(false);
  });
});
