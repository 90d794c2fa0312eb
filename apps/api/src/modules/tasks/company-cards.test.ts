import { ZTaskListQuery } from "@crewlance/contracts/tasks";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { countingContext } from "../../../test/counting-context";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../../test/users";
import { companyProfiles } from "../../db/schema/users";
import { advanceClock, now, resetClock } from "../../lib/clock";
import { withTransaction } from "../../lib/transaction";
import { COMPANY_CARD_TTL_MS } from "./company-cards";
import { searchTasks } from "./search";
import { apply, call, postTask } from "./testing";
import { loadCompanies } from "./views";

let t: TestApp;
let freelancer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  freelancer = await createUser(t.app, { role: "FREELANCER" });
  await addFreelancerProfile(t.app, freelancer.user, { skills: ["React"] });
});
afterEach(() => resetClock());
afterAll(() => t.close());

/** Moves the clock to the start of a card's window, so a test's reads all fall in one. */
function startOfAWindow(): void {
  advanceClock(COMPANY_CARD_TTL_MS - (now().getTime() % COMPANY_CARD_TTL_MS));
}

/** A company with a profile named `name` and `tasks` open tasks whose titles carry `word`. */
async function companyWithTasks(name: string, word: string, tasks = 2) {
  const company = await createUser(t.app, { role: "COMPANY" });
  await addCompanyProfile(t.app, company.user, { companyName: name });
  const ids: string[] = [];
  for (let i = 0; i < tasks; i++) ids.push((await postTask(t.app, company, { title: `A ${word} dashboard ${i}` })).id);
  return { company, ids };
}

/** Whether a statement reads a company's facts (people, task counts, ledger, reviews) rather than the page. */
const COMPANY_FACTS = /wallet_statement_lines|project_reviews|company_profiles|filter \(where "tasks"\."status" in/;

/** The cards of GET /tasks?q=<word> as the freelancer sees them. */
async function cards(word: string) {
  const res = await call(t.app, freelancer, { method: "GET", url: `/api/tasks?q=${word}&limit=20` });
  expect(res.statusCode).toBe(200);
  return res.json().data.items as {
    id: string;
    company: { id: string; name: string; reputation: Record<string, unknown> };
  }[];
}

describe("the company cards of the task list", () => {
  it("reads a page's companies once, and a second page with the same companies runs no company statement", async () => {
    const first = await companyWithTasks("Wombat Works", "wombat");
    const second = await companyWithTasks("Numbat Labs", "wombat");
    const { ctx, statements } = countingContext(t.app);
    startOfAWindow();
    const search = ZTaskListQuery.parse({ q: "wombat", limit: "20" });
    // A company's view: a freelancer's would add their own skills and applications.
    const viewer = { id: first.company.user.id, role: "COMPANY" as const };

    const before = await searchTasks(ctx, { search, viewer });
    const readFirst = statements.splice(0);
    expect(readFirst.filter((text) => COMPANY_FACTS.test(text)).length).toBeGreaterThanOrEqual(3);
    // Another page over the same companies: a page of its own, its companies from memory.
    const after = await searchTasks(ctx, { search: { ...search, limit: 3 }, viewer });
    const readSecond = statements.splice(0);
    expect(readSecond.length).toBeGreaterThan(0);
    expect(readSecond.filter((text) => COMPANY_FACTS.test(text))).toEqual([]);
    // The four company statements, and the planner's estimate, whose verdict is kept (decision 0122).
    expect(readFirst.length - readSecond.length).toBe(5);

    const companyOf = (items: typeof before.items) => new Map(items.map((item) => [item.company.id, item.company]));
    for (const { company } of [first, second]) {
      expect(companyOf(after.items).get(company.user.id)).toEqual(companyOf(before.items).get(company.user.id));
    }
    expect(companyOf(before.items).get(first.company.user.id)).toMatchObject({
      name: "Wombat Works",
      reputation: { tasksPosted: 2 },
    });
  });

  it("drops a company's card at once when its task is hired or it publishes one", async () => {
    const { company, ids } = await companyWithTasks("Quokka Co", "quokka", 3);
    const reputation = async () => (await cards("quokka"))[0]!.company.reputation;
    expect(await reputation()).toMatchObject({ tasksPosted: 3, hires: 0, hireRate: 0 });

    const application = await apply(t.app, freelancer, ids[0]!);
    const accepted = await call(t.app, company, { method: "POST", url: `/api/applications/${application.id}/accept` });
    expect(accepted.statusCode).toBe(200);
    expect(await reputation()).toMatchObject({ tasksPosted: 3, hires: 1, hireRate: 0.33 });

    await postTask(t.app, company, { title: "A quokka dashboard again" });
    expect(await reputation()).toMatchObject({ tasksPosted: 4, hires: 1, hireRate: 0.25 });
  });

  it("shows a change no event tells once the card's time is up", async () => {
    const { company } = await companyWithTasks("Bilby Before", "bilby");
    const name = async () => (await cards("bilby"))[0]!.company.name;
    startOfAWindow();
    expect(await name()).toBe("Bilby Before");
    // A write no domain event tells of: the page is read again, the company's card is not.
    await t.app.ctx.db
      .update(companyProfiles)
      .set({ companyName: "Bilby After" })
      .where(eq(companyProfiles.userId, company.user.id));
    expect(await name()).toBe("Bilby Before");
    // Read at most one TTL ago: a card lives until the end of the window it was read in.
    advanceClock(COMPANY_CARD_TTL_MS);
    expect(await name()).toBe("Bilby After");
  });

  it("reads the companies afresh inside a transaction, which may have changed them", async () => {
    const { company } = await companyWithTasks("Dingo Before", "dingo");
    const id = company.user.id;
    startOfAWindow();
    expect((await loadCompanies(t.app.ctx, [id]))(id).name).toBe("Dingo Before");
    await t.app.ctx.db
      .update(companyProfiles)
      .set({ companyName: "Dingo After" })
      .where(eq(companyProfiles.userId, id));
    expect((await withTransaction(t.app.ctx, async (txCtx) => loadCompanies(txCtx, [id])))(id).name).toBe(
      "Dingo After",
    );
    expect((await loadCompanies(t.app.ctx, [id]))(id).name).toBe("Dingo Before");
  });
});
