import { LIST_COUNT_CAP } from "@crewlance/contracts/common";
import type { TExperienceLevel } from "@crewlance/contracts/enums";
import { type TBudgetType, type TTaskCategory, ZTaskListQuery } from "@crewlance/contracts/tasks";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { countingContext } from "../../../test/counting-context";
import { createUser, type TestUser } from "../../../test/users";
import { tasks } from "../../db/schema/tasks";
import { advanceClock, resetClock } from "../../lib/clock";
import {
  type Condition,
  drawnFromOf,
  guessedAlternatives,
  isSurelyPastCap,
  pastCapEstimate,
  SURELY_PAST_CAP,
  surelyPastCap,
} from "../../lib/count-up-to-cap";
import { CHEAP_WALK_EXPECTED_AT_MOST, MATCHES_READ_AT_MOST } from "../../lib/list-statements";
import { bindValues } from "../../lib/statement-shapes";
import { fewMatches, searchTasks, taskListPagePastCap } from "./search";
import { call, postTask } from "./testing";

// Decision 0106: a search for words or skills reads its matches first when they are few, and
// pages only those in the order asked; with more than the cap it pages along the order's index
// and says "1,000+" without counting again. Both must list exactly what the plain filters would.

let t: TestApp;
let company: TestUser;
let freelancer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  company = await createUser(t.app, { role: "COMPANY", fullName: "Matches Co" });
  freelancer = await createUser(t.app, { role: "FREELANCER" });
});
afterEach(() => resetClock());
afterAll(() => t.close());

type Listed = { items: Array<{ id: string }>; pagination: { totalCount: number; capped: boolean; totalPages: number } };

async function list(query: string): Promise<Listed> {
  const res = await call(t.app, freelancer, { method: "GET", url: `/api/tasks?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const search = (query: Record<string, string>) => ZTaskListQuery.parse({ limit: "20", ...query });

/** The listed tasks' titles, each read from its own page. */
const titles = (listed: Listed) =>
  Promise.all(
    listed.items.map(
      async (item) =>
        (await call(t.app, freelancer, { method: "GET", url: `/api/tasks/${item.id}` })).json().data.title as string,
    ),
  );

/**
 * Task searches by the company on a counting context (test/counting-context.ts), and what they
 * sent: every statement, its parameters, and how many were the planner's estimate.
 */
function countedSearches() {
  const { ctx, statements, parameters } = countingContext(t.app);
  const viewer = { id: company.user.id, role: "COMPANY" as const };
  return {
    find: (query: Record<string, string>) => searchTasks(ctx, { search: search(query), viewer }),
    statements,
    parameters,
    estimates: () => statements.filter((text) => /^explain/.test(text)).length,
  };
}

/**
 * `count` OPEN tasks of the company, written directly: posting each through the API would only
 * slow the test. `title` and `budget` are SQL over `n` (1 to count); the nth is published n
 * `postedEvery` ago, so task 1 is the newest.
 */
async function insertOpenTasks(
  count: number,
  task: {
    title: SQL;
    budget: SQL;
    category: TTaskCategory;
    skill: string;
    budgetType: TBudgetType;
    experienceLevel: TExperienceLevel;
    postedEvery: string;
  },
) {
  await t.app.ctx.db.execute(sql`
    insert into tasks (company_id, title, description, category, skills, skills_key, budget_type, budget_min,
                       budget_max, deadline, experience_level, status, search_text, published_at, created_at, updated_at)
    select ${company.user.id}, ${task.title}, 'A survey.', ${task.category}::task_category, array[${task.skill}::text],
           array[lower(${task.skill}::text)], ${task.budgetType}::budget_type, ${task.budget}, ${task.budget} + 500,
           current_date + 30, ${task.experienceLevel}::experience_level, 'OPEN', ${task.title} || ' A survey.',
           now() - n * ${task.postedEvery}::interval, now(), now()
      from generate_series(1, ${count}) as n`);
}

describe("a search for a word few tasks use", () => {
  it("pages its matches in every order with their exact total", async () => {
    const cheap = await postTask(t.app, company, {
      title: "Quetzal bird survey app",
      budgetMin: 100_000,
      budgetMax: 200_000,
    });
    const dear = await postTask(t.app, company, {
      title: "Quetzal habitat map",
      budgetMin: 900_000,
      budgetMax: 9_000_000,
    });
    const middle = await postTask(t.app, company, {
      title: "Quetzal photo archive",
      budgetMin: 400_000,
      budgetMax: 500_000,
    });
    await postTask(t.app, company, { title: "Toucan photo archive" });

    expect((await fewMatches(t.app.ctx, search({ q: "quetzal" })))?.ids.sort()).toEqual(
      [cheap.id, dear.id, middle.id].sort(),
    );
    const ids = async (query: string) => (await list(query)).items.map((item) => item.id);
    expect(await ids("q=quetzal&sort=budget_desc")).toEqual([dear.id, middle.id, cheap.id]);
    expect(await ids("q=quetzal&sort=budget_asc")).toEqual([cheap.id, middle.id, dear.id]);
    expect(await ids("q=quetzal&sort=newest")).toEqual([middle.id, dear.id, cheap.id]);
    expect(await ids("q=quetzal&sort=budget_desc&maxBudget=600000")).toEqual([middle.id, cheap.id]);
    expect(await ids("q=quetzal&limit=2&page=2&sort=budget_asc")).toEqual([dear.id]);
    expect(await ids("q=quetzal&limit=2&page=3&sort=budget_asc")).toEqual([]);
    // In an order, the matches come numbered, and a page reads only its slice of them (decisions
    // 0123 and 0137): their count comes with it, past the last match too.
    expect(await fewMatches(t.app.ctx, search({ q: "quetzal", sort: "budget_desc" }))).toEqual({
      total: 3,
      ids: [dear.id, middle.id, cheap.id],
    });
    const slice = (page: string) =>
      fewMatches(t.app.ctx, search({ q: "quetzal", sort: "budget_desc", limit: "2", page }));
    expect(await slice("2")).toEqual({ total: 3, ids: [cheap.id] });
    expect(await slice("3")).toEqual({ total: 3, ids: [] });
    expect((await list("q=quetzal")).pagination).toMatchObject({ totalCount: 3, capped: false });
    expect(await list("q=nothingmatchesthis")).toMatchObject({ items: [], pagination: { totalCount: 0 } });
  });
});

describe("a search for a skill few tasks ask for", () => {
  it("pages its matches in every order with their exact total, other filters kept", async () => {
    const hourly = await postTask(t.app, company, {
      skills: ["Cobol", "Mainframe"],
      budgetType: "HOURLY",
      budgetMin: 300_000,
      budgetMax: 400_000,
    });
    const fixed = await postTask(t.app, company, { skills: ["COBOL"], budgetMin: 700_000, budgetMax: 800_000 });
    await postTask(t.app, company, { skills: ["Fortran"] });

    expect((await fewMatches(t.app.ctx, search({ skills: "cobol" })))?.ids.sort()).toEqual(
      [hourly.id, fixed.id].sort(),
    );
    const ids = async (query: string) => (await list(query)).items.map((item) => item.id);
    expect(await ids("skills=Cobol&sort=budget_desc")).toEqual([fixed.id, hourly.id]);
    expect(await ids("skills=Cobol&sort=budget_asc")).toEqual([hourly.id, fixed.id]);
    expect(await ids("skills=Cobol,Fortran&budgetType=HOURLY")).toEqual([hourly.id]);
    expect((await list("skills=cobol")).pagination).toMatchObject({ totalCount: 2, capped: false });
    expect(await list("skills=Nothingsuch")).toMatchObject({ items: [], pagination: { totalCount: 0 } });
  });
});

describe("a search for a word more tasks use than the cap", () => {
  it("pages along the order and says the total is past the cap", async () => {
    await insertOpenTasks(LIST_COUNT_CAP + 5, {
      title: sql`'Wombat feeder ' || n`,
      budget: sql`100000 * n`,
      category: "DESIGN",
      skill: "Figma",
      budgetType: "FIXED",
      experienceLevel: "ENTRY",
      postedEvery: "1 minute",
    });
    expect(await fewMatches(t.app.ctx, search({ q: "wombat" }))).toBeNull();
    const page = await list("q=wombat&sort=budget_desc&limit=3");
    expect(page.pagination).toMatchObject({ totalCount: LIST_COUNT_CAP, capped: true });
    expect(await titles(page)).toEqual([
      `Wombat feeder ${LIST_COUNT_CAP + 5}`,
      `Wombat feeder ${LIST_COUNT_CAP + 4}`,
      `Wombat feeder ${LIST_COUNT_CAP + 3}`,
    ]);
    // A skill that common, without words: the same.
    expect(await fewMatches(t.app.ctx, search({ skills: "figma" }))).toBeNull();
    const bySkill = await list("skills=Figma&sort=budget_desc&limit=3");
    expect(bySkill.pagination).toMatchObject({ totalCount: LIST_COUNT_CAP, capped: true });
    expect(bySkill.items.map((item) => item.id)).toEqual(page.items.map((item) => item.id));
  });
});

describe("a search's verdict (decision 0122)", () => {
  it("is kept a minute: the same search's next page or order neither plans nor reads its matches first", async () => {
    await insertOpenTasks(LIST_COUNT_CAP + 5, {
      title: sql`'Aardvark burrow ' || n`,
      budget: sql`100000 * n`,
      category: "DESIGN",
      skill: "Figma",
      budgetType: "FIXED",
      experienceLevel: "ENTRY",
      postedEvery: "1 minute",
    });
    const { find, statements, estimates } = countedSearches();
    const page = (n: number, sort = "budget_desc") => find({ q: "aardvark", sort, page: String(n) });
    const matchesRead = () => statements.filter((text) => /^select "match_id", "position"/.test(text)).length;

    // First: planned, then its matches read first, which finds more than the cap.
    const first = await page(1);
    expect([estimates(), matchesRead()]).toEqual([1, 1]);
    expect(first.pagination).toMatchObject({ totalCount: LIST_COUNT_CAP, capped: true });
    // The next page goes along the order at once, past the cap as found.
    statements.splice(0);
    const second = await page(2);
    expect([estimates(), matchesRead()]).toEqual([0, 0]);
    expect(second.pagination).toMatchObject({ totalCount: LIST_COUNT_CAP, capped: true });
    expect(second.items.map((item) => item.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Aardvark burrow ${LIST_COUNT_CAP + 5 - 20 - i}`),
    );
    // So does the same search in another order.
    statements.splice(0);
    const cheapest = await page(1, "budget_asc");
    expect([estimates(), matchesRead()]).toEqual([0, 0]);
    expect(cheapest.items[0]?.title).toBe("Aardvark burrow 1");
    // A minute later the search is weighed again.
    advanceClock(60_000);
    statements.splice(0);
    await page(2);
    expect([estimates(), matchesRead()]).toEqual([1, 1]);
  });

  it("is not weighed for a search narrower than one found to have few matches (decision 0127)", async () => {
    await insertOpenTasks(30, {
      title: sql`'Okapi census ' || n`,
      budget: sql`100000 * n`,
      category: "WRITING",
      skill: "Figma",
      budgetType: "HOURLY",
      experienceLevel: "EXPERT",
      postedEvery: "1 minute",
    });
    const counted = countedSearches();
    const { statements, estimates } = counted;
    const find = (query: Record<string, string>) => counted.find({ sort: "budget_desc", ...query });

    // The words alone: weighed, then its 30 matches read.
    expect((await find({ q: "okapi" })).pagination.totalCount).toBe(30);
    expect(estimates()).toBe(1);
    // The same words with two more filters match fewer: not weighed, their matches read at once.
    statements.splice(0);
    const narrower = await find({ q: "okapi", category: "WRITING", minBudget: "2500000" });
    expect(estimates()).toBe(0);
    expect(narrower.pagination.totalCount).toBe(6);
    expect(narrower.items.map((item) => item.title)).toEqual([30, 29, 28, 27, 26, 25].map((n) => `Okapi census ${n}`));
    // A search that is not narrower is weighed as before.
    statements.splice(0);
    await find({ skills: "Figma", budgetType: "HOURLY" });
    expect(estimates()).toBe(1);
    // And a minute later the words' verdict is gone: the narrower search is weighed again.
    advanceClock(60_000);
    statements.splice(0);
    await find({ q: "okapi", category: "WRITING", minBudget: "2500000" });
    expect(estimates()).toBe(1);
  });
});

describe("a search found past the cap by reading its matches (decisions 0136, 0138 and 0139)", () => {
  /** A page statement that walks along its order: its tasks a subquery with the walk's limit. */
  const isWalk = (text: string) =>
    /^select .* from \(select .* from \(select .* limit \$\d+\) "tasks" where/.test(text);
  const isPage = (text: string) => /^select "id", "company_id", "title"/.test(text);

  it("walks the page along its order when the read says that is shorter, and reads it among every match when the walk falls short", async () => {
    await insertOpenTasks(LIST_COUNT_CAP + 5, {
      title: sql`'Dugong sighting ' || n`,
      budget: sql`100000 * n`,
      category: "MARKETING",
      skill: "Figma",
      budgetType: "FIXED",
      experienceLevel: "ENTRY",
      postedEvery: "1 minute",
    });
    // The read's estimate rests on the table's statistics.
    await t.app.ctx.db.execute(sql`analyze tasks`);
    const counted = countedSearches();
    const { statements } = counted;
    const dearest = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `Dugong sighting ${from - i}`);

    // Planned, its matches read and found past the cap, then its page walked along the budget.
    const first = await counted.find({ q: "dugong", sort: "budget_desc", limit: "3" });
    expect(first.pagination).toMatchObject({ totalCount: LIST_COUNT_CAP, capped: true });
    expect(first.items.map((item) => item.title)).toEqual(dearest(LIST_COUNT_CAP + 5, 3));
    expect(statements.filter(isPage).map(isWalk)).toEqual([true]);
    // The next page of the same search: known past the cap for a minute, walked at once.
    statements.splice(0);
    const second = await counted.find({ q: "dugong", sort: "budget_desc", limit: "3", page: "2" });
    expect(second.items.map((item) => item.title)).toEqual(dearest(LIST_COUNT_CAP + 2, 3));
    expect(statements.filter(isPage).map(isWalk)).toEqual([true]);
    // Relevance ranks a whole block: never walked.
    statements.splice(0);
    await counted.find({ q: "dugong", sort: "relevance", limit: "3" });
    expect(statements.filter(isWalk)).toEqual([]);

    // Thirty dearer tasks that do not match now come first along the budget. A walk the estimate
    // stops after twenty rows meets none of the page, which is then read among every match, at
    // most MATCHES_READ_AT_MOST (decision 0139): the same page.
    await insertOpenTasks(30, {
      title: sql`'Manatee count ' || n`,
      budget: sql`200000000 + n`,
      category: "MARKETING",
      skill: "Figma",
      budgetType: "FIXED",
      experienceLevel: "ENTRY",
      postedEvery: "1 minute",
    });
    const { ctx, statements: sent, parameters } = countingContext(t.app);
    const forget = () => {
      sent.splice(0);
      parameters.splice(0);
    };
    /** How many statements read every match, up to MATCHES_READ_AT_MOST (decisions 0138 and 0139). */
    const everyMatchRead = () =>
      sent.filter(
        (text, i) => /^select "match_id", "position"/.test(text) && parameters[i]?.includes(MATCHES_READ_AT_MOST + 1),
      ).length;
    const page = search({ q: "dugong", sort: "budget_desc", limit: "3" });
    const dearestThree = dearest(LIST_COUNT_CAP + 5, 3);
    const cut = await taskListPagePastCap(ctx, page, { rowsPerMatch: 1, matches: 20 });
    expect(cut.map((row) => row.task.title)).toEqual(dearestThree);
    expect(sent.filter(isPage).map(isWalk)).toEqual([true, false]);
    expect(everyMatchRead()).toBe(1);
    // With room to pass them, the walk alone gives the page.
    forget();
    const through = await taskListPagePastCap(ctx, page, { rowsPerMatch: 1, matches: 1_000 });
    expect(through.map((row) => row.task.title)).toEqual(dearestThree);
    expect(sent.filter(isPage).map(isWalk)).toEqual([true]);
    expect(everyMatchRead()).toBe(0);
    // An estimate that expects the page deeper than half of what reading the matches costs reads
    // them all when they are at most MATCHES_READ_AT_MOST; with more, or no estimate, the page is
    // read as any page. The same page each way.
    for (const [estimate, everyMatch] of [
      [{ rowsPerMatch: 10_000, matches: 1_000 }, 1],
      [{ rowsPerMatch: 10_000, matches: MATCHES_READ_AT_MOST + 1 }, 0],
      [{}, 0],
    ] as const) {
      forget();
      const read = await taskListPagePastCap(ctx, page, estimate);
      expect(read.map((row) => row.task.title)).toEqual(dearestThree);
      expect(sent.filter(isPage).map(isWalk)).toEqual([false]);
      expect(everyMatchRead()).toBe(everyMatch);
    }

    // PostgreSQL's own estimate, as often too high as too low, has the walk taken however deep it
    // expects the page, stopped at PLAN_WALK_MARGIN times that (decision 0139).
    forget();
    const planned = await taskListPagePastCap(ctx, page, { rowsPerMatch: 10_000, matches: 1_000, from: "plan" });
    expect(planned.map((row) => row.task.title)).toEqual(dearestThree);
    expect(sent.filter(isPage).map(isWalk)).toEqual([true]);
    expect(everyMatchRead()).toBe(0);

    // Newest first, the order tasks are added in and lie in the table's blocks, a page is walked
    // when it is expected within CHEAP_WALK_EXPECTED_AT_MOST rows, even deeper than half of what
    // reading its matches costs; expected further, its matches are read (decision 0139).
    const newest = search({ q: "dugong", sort: "newest", limit: "3", page: "2" });
    const anyPage = (await taskListPagePastCap(ctx, newest, {})).map((row) => row.task.title);
    for (const [estimate, walked, everyMatch] of [
      [{ rowsPerMatch: 1_000, matches: 1_000 }, [true], 0],
      [{ rowsPerMatch: CHEAP_WALK_EXPECTED_AT_MOST / 6 + 1, matches: 1_000 }, [false], 1],
    ] as const) {
      forget();
      const read = await taskListPagePastCap(ctx, newest, estimate);
      expect(sent.filter(isPage).map(isWalk)).toEqual(walked);
      expect(everyMatchRead()).toBe(everyMatch);
      expect(read.map((row) => row.task.title)).toEqual(anyPage);
    }

    // So is a relevance block, whose blocks are cut newest first: its statement reads its
    // candidates from the walk, and is read from it only when the walk met the whole block (the
    // directory's test walks one too short). With no estimate it is read as any page. The same
    // block and page each way.
    const isBlockWalk = (text: string) =>
      /^with "candidates" as \(select .* from \(select .* limit \$\d+\) "tasks" where/.test(text);
    const ranked = search({ q: "dugong", sort: "relevance", limit: "3", page: "2" });
    const pages = [];
    // Its block of 30 expected past CHEAP_WALK_EXPECTED_AT_MOST, with more matches than are read,
    // is read as any page.
    for (const [estimate, walks] of [
      [{ rowsPerMatch: 200, matches: 1_000 }, 1],
      [{ rowsPerMatch: 500, matches: MATCHES_READ_AT_MOST + 1, from: "plan" }, 1],
      [{ rowsPerMatch: 10_000, matches: MATCHES_READ_AT_MOST + 1, from: "plan" }, 0],
      [{}, 0],
    ] as const) {
      forget();
      pages.push((await taskListPagePastCap(ctx, ranked, estimate)).map((row) => row.task.title));
      expect(sent.filter(isBlockWalk)).toHaveLength(walks);
      expect(everyMatchRead()).toBe(0);
    }
    expect(pages[0]).toHaveLength(3);
    expect(pages).toEqual([pages[0], pages[0], pages[0], pages[0]]);
  });
});

describe("a search PostgreSQL expects to match far more tasks than the cap", () => {
  it("is paged along the order at once, its total past the cap (decision 0111)", async () => {
    await insertOpenTasks(SURELY_PAST_CAP + 100, {
      title: sql`'Numbat survey ' || n`,
      budget: sql`1000 * n`,
      category: "WRITING",
      skill: "Numbat",
      budgetType: "HOURLY",
      experienceLevel: "EXPERT",
      postedEvery: "1 second",
    });
    await t.app.ctx.db.execute(sql`analyze tasks`);
    const open = sql`${tasks.status} = 'OPEN'`;
    // One shape, its statement built once: each search's words fill its placeholder.
    const words = (q: string): Condition<{ q: string }> => ({
      shape: "test:words",
      where: (bind) => sql`${open} and ${tasks.searchVector} @@ websearch_to_tsquery('simple', ${bind("q")})`,
      values: { q },
    });
    const writing = { shape: "test:writing", where: () => sql`${open} and ${tasks.category} = 'WRITING'`, values: {} };
    // The estimate: the common word is surely past the cap, a rare one is not.
    const drawnFrom = { rows: open, alternatives: 1 };
    expect(await surelyPastCap(t.app.ctx, tasks, words("numbat"), drawnFrom)).toBe(true);
    expect(await surelyPastCap(t.app.ctx, tasks, words("quetzal"), drawnFrom)).toBe(false);
    expect(await surelyPastCap(t.app.ctx, tasks, writing)).toBe(true);
    // What the word's estimate says of its matches is kept with the verdict (decision 0139): how
    // many, and the open tasks for each. Without the rows drawn from, or short of the cap, nothing.
    const planned = await t.app.ctx.db.execute<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
      sql`explain (format json) select 1 from ${tasks} where ${words("numbat").where(bindValues({ q: "numbat" }))}`,
    );
    const { matches, rowsPerMatch } = pastCapEstimate(t.app.ctx, tasks, words("numbat"));
    expect(matches).toBe(planned.rows[0]!["QUERY PLAN"][0].Plan["Plan Rows"]);
    expect(rowsPerMatch).toBeGreaterThan(0);
    expect(pastCapEstimate(t.app.ctx, tasks, words("quetzal"))).toEqual({});
    expect(pastCapEstimate(t.app.ctx, tasks, writing)).toEqual({});
    // The page is the same as reading every match would give: the dearest three, "1,000+" in all.
    const page = await list("q=numbat&sort=budget_desc&limit=3");
    expect(page.pagination).toMatchObject({ totalCount: LIST_COUNT_CAP, capped: true });
    const last = SURELY_PAST_CAP + 100;
    expect(await titles(page)).toEqual([
      `Numbat survey ${last}`,
      `Numbat survey ${last - 1}`,
      `Numbat survey ${last - 2}`,
    ]);
    // A choice filter alone, and with a skill: the same page, newest first without words.
    const byCategory = await list("category=WRITING&experienceLevel=EXPERT&budgetType=HOURLY&sort=newest&limit=2");
    expect(byCategory.pagination).toMatchObject({ totalCount: LIST_COUNT_CAP, capped: true });
    expect(await titles(byCategory)).toEqual(["Numbat survey 1", "Numbat survey 2"]);
    const bySkill = await list("skills=Numbat&category=WRITING&sort=budget_asc&limit=2");
    expect(await titles(bySkill)).toEqual(["Numbat survey 1", "Numbat survey 2"]);
  });
});

describe("relevance", () => {
  it("ranks the matches in blocks of ten pages, newest first, and pages through each once (decision 0111)", async () => {
    // 25 plain matches, newest first, and the strongest match of all posted before them.
    await insertOpenTasks(26, {
      title: sql`case when n = 26 then 'Pangolin pangolin pangolin' else 'Pangolin count ' || n end`,
      budget: sql`100000`,
      category: "DESIGN",
      skill: "Figma",
      budgetType: "FIXED",
      experienceLevel: "ENTRY",
      postedEvery: "1 hour",
    });
    const titleOf = new Map(
      (
        await t.app.ctx.db.execute<{ id: string; title: string }>(
          sql`select id, title from tasks where title like 'Pangolin%'`,
        )
      ).rows.map((row) => [row.id, row.title]),
    );
    const pages: string[][] = [];
    for (let page = 1; page <= 14; page++) {
      const listed = await list(`q=pangolin&sort=relevance&limit=2&page=${page}`);
      pages.push(listed.items.map((item) => titleOf.get(item.id)!));
    }
    // Pages 1–10 rank the 20 newest; the strongest match, older than all of them, leads page 11.
    expect(pages.slice(0, 10).flat()).not.toContain("Pangolin pangolin pangolin");
    expect(pages[10]![0]).toBe("Pangolin pangolin pangolin");
    expect(new Set(pages.slice(0, 10).flat())).toEqual(
      new Set(Array.from({ length: 20 }, (_, i) => `Pangolin count ${i + 1}`)),
    );
    // Every match is on exactly one page.
    expect(pages.flat().sort()).toEqual([...titleOf.values()].sort());
    // A page's block is read among its own matches alone: page 11's, the six oldest (decision 0129).
    const { find, statements, parameters } = countedSearches();
    await find({ q: "pangolin", sort: "relevance", limit: "2", page: "11" });
    const ranked = statements.findIndex((text) => /^with "candidates"/.test(text));
    const among = parameters[ranked]?.find(Array.isArray) as string[] | undefined;
    expect(among?.map((id) => titleOf.get(id)).sort()).toEqual(
      ["Pangolin pangolin pangolin", ...[21, 22, 23, 24, 25].map((n) => `Pangolin count ${n}`)].sort(),
    );
  });
});

describe("a word or skill PostgreSQL has no statistics for (decisions 0112 and 0140)", () => {
  it("is not taken as past the cap from the guess a large table gives it", () => {
    // On a million rows PostgreSQL guesses 0.5% for an unknown word: 5,002 rows, which matched none.
    expect(isSurelyPastCap({ matching: 5_002, drawnFrom: 1_000_400 }, 1)).toBe(false);
    // A word its statistics hold as common, and the same estimate from filters with statistics.
    expect(isSurelyPastCap({ matching: 133_208, drawnFrom: 1_000_400 }, 1)).toBe(true);
    expect(isSurelyPastCap({ matching: 5_002, drawnFrom: 1_000_400 }, 0)).toBe(true);
    // A known word narrowed by a filter: 0.8% of the rows, above any guess for one value.
    expect(isSurelyPastCap({ matching: 7_980, drawnFrom: 1_000_400 }, 1)).toBe(true);
    // Two unknown words joined by "or" guess twice as many (9,975): each alternative needs its share.
    expect(isSurelyPastCap({ matching: 9_975, drawnFrom: 1_000_400 }, 2)).toBe(false);
    expect(isSurelyPastCap({ matching: 12_100, drawnFrom: 1_000_400 }, 2)).toBe(true);
    // Below the estimate's own threshold, nothing is past the cap.
    expect(isSurelyPastCap({ matching: SURELY_PAST_CAP - 1, drawnFrom: 10_000 }, 1)).toBe(false);
  });

  it('counts a search\'s alternatives: its words joined by "or", or its skills, whichever are more', () => {
    expect(guessedAlternatives({ q: "kotlin" })).toBe(1);
    expect(guessedAlternatives({ q: "kotlin or swift OR flutter" })).toBe(3);
    expect(guessedAlternatives({ q: "data science", skills: ["React", "Unity"] })).toBe(2);
    expect(guessedAlternatives({ skills: ["React"] })).toBe(1);
    expect(guessedAlternatives({})).toBe(1);
    // Only a search for words or skills is weighed against the rows it is drawn from.
    const open = sql`${tasks.status} = 'OPEN'`;
    expect(drawnFromOf({ q: "kotlin or swift" }, open)).toEqual({ rows: open, alternatives: 2 });
    expect(drawnFromOf({}, open)).toBeUndefined();
  });
});
