import { LIST_COUNT_CAP } from "@crewlance/contracts/common";
import { ZFreelancerListQuery } from "@crewlance/contracts/freelancers";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { countingContext } from "../../../test/counting-context";
import { addFreelancerProfile, createUser, type TestUser } from "../../../test/users";
import { freelancerProfiles } from "../../db/schema/users";
import { type Condition, SURELY_PAST_CAP, surelyPastCap } from "../../lib/count-up-to-cap";
import { CHEAP_WALK_AT_MOST, MATCHES_READ_AT_MOST } from "../../lib/list-statements";
import { call } from "../tasks/testing";
import { directoryPagePastCap, fewMatches } from "./search";

// Decision 0106, for the directory: few matches of a search for words or skills are read first
// and paged in the order asked; more than the cap page along the order's index, the total
// "1,000+".

let t: TestApp;
let viewer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await createUser(t.app, { role: "COMPANY" });
});
afterAll(() => t.close());

const search = (query: Record<string, string>) => ZFreelancerListQuery.parse({ limit: "20", ...query });

async function list(query: string) {
  const res = await call(t.app, viewer, { method: "GET", url: `/api/user/freelancers?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: Array<{ id: string }>; pagination: { totalCount: number; capped: boolean } };
}

describe("the directory searched for words", () => {
  it("pages a rare word's few matches in every order with their exact total", async () => {
    const people = [];
    for (const [name, rate] of [
      ["Zia Okapi", 300_000],
      ["Yash Okapi", 100_000],
      ["Xena Okapi", 200_000],
    ] as const) {
      const { user } = await createUser(t.app, { fullName: name });
      await addFreelancerProfile(t.app, user, { hourlyRate: rate, headline: "Okapi tracking specialist" });
      people.push(user.id);
    }
    const [zia, yash, xena] = people;
    expect((await fewMatches(t.app.ctx, search({ q: "okapi" })))?.ids.sort()).toEqual([...people].sort());
    const ids = async (query: string) => (await list(query)).items.map((item) => item.id);
    expect(await ids("q=okapi&sort=rate_asc")).toEqual([yash, xena, zia]);
    expect(await ids("q=okapi&sort=rate_desc&maxRate=250000")).toEqual([xena, yash]);
    expect(await ids("q=okapi&sort=newest")).toEqual([xena, yash, zia]);
    expect(await ids("q=okapi&sort=rate_asc&limit=1&page=2")).toEqual([xena]);
    expect(await ids("q=okapi&sort=rate_asc&limit=2&page=3")).toEqual([]);
    expect((await list("q=okapi&sort=relevance&limit=2&page=2")).items).toHaveLength(1);
    // In an order, the matches come numbered, and a page reads only its slice of them (decisions
    // 0123 and 0137): their count comes with it, past the last match too.
    expect(await fewMatches(t.app.ctx, search({ q: "okapi", sort: "rate_desc" }))).toEqual({
      total: 3,
      ids: [zia, xena, yash],
    });
    const slice = (page: string) => fewMatches(t.app.ctx, search({ q: "okapi", sort: "rate_desc", limit: "2", page }));
    expect(await slice("2")).toEqual({ total: 3, ids: [yash] });
    expect(await slice("3")).toEqual({ total: 3, ids: [] });
    expect((await list("q=okapi")).pagination).toMatchObject({ totalCount: 3, capped: false });
  });

  it("pages a rare skill's few matches the same way, other filters kept", async () => {
    const people = [];
    for (const [name, rate, skills] of [
      ["Asha Lisp", 250_000, ["Lisp", "Emacs"]],
      ["Bala Lisp", 150_000, ["LISP"]],
      ["Chitra Prolog", 350_000, ["Prolog"]],
    ] as const) {
      const { user } = await createUser(t.app, { fullName: name });
      await addFreelancerProfile(t.app, user, { hourlyRate: rate, skills: [...skills] });
      people.push(user.id);
    }
    const [asha, bala, chitra] = people;
    expect((await fewMatches(t.app.ctx, search({ skills: "lisp" })))?.ids.sort()).toEqual([asha, bala].sort());
    const ids = async (query: string) => (await list(query)).items.map((item) => item.id);
    expect(await ids("skills=Lisp&sort=rate_asc")).toEqual([bala, asha]);
    expect(await ids("skills=Lisp,Prolog&sort=rate_desc")).toEqual([chitra, asha, bala]);
    expect(await ids("skills=Lisp,Prolog&minRate=200000&sort=rate_asc")).toEqual([asha, chitra]);
    expect((await list("skills=lisp")).pagination).toMatchObject({ totalCount: 2, capped: false });
  });

  it("pages a word more people use than the cap along the order, its total past the cap", async () => {
    const uuid = sql.raw("overlay(overlay(md5('wombat-person-' || n) placing '4' from 13) placing '8' from 17)::uuid");
    await t.app.ctx.db.execute(sql`
      insert into users (id, email, full_name, role, status, email_verified_at, onboarding_completed_at, created_at, updated_at)
      select ${uuid}, 'wombat-' || n || '@example.test', 'Wombat Keeper ' || n, 'FREELANCER', 'ACTIVE', now(), now(), now(), now()
        from generate_series(1, ${LIST_COUNT_CAP + 5}) as n`);
    await t.app.ctx.db.execute(sql`
      insert into freelancer_profiles (user_id, headline, skills, hourly_rate, experience_level, availability, location,
                                       search_text, created_at, updated_at)
      select ${uuid}, 'Wombat keeper', array['Care'], 1000 * n, 'ENTRY', 'AVAILABLE', 'Pune',
             'Wombat Keeper ' || n || ' Wombat keeper', now(), now()
        from generate_series(1, ${LIST_COUNT_CAP + 5}) as n`);
    expect(await fewMatches(t.app.ctx, search({ q: "wombat" }))).toBeNull();
    const page = await list("q=wombat&sort=rate_desc&limit=2");
    expect(page.pagination).toMatchObject({ totalCount: LIST_COUNT_CAP, capped: true });
    const rows = await t.app.ctx.db.execute<{ id: string }>(
      sql`select id from users where email in (${`wombat-${LIST_COUNT_CAP + 5}@example.test`}, ${`wombat-${LIST_COUNT_CAP + 4}@example.test`}) order by email desc`,
    );
    expect(page.items.map((item) => item.id)).toEqual(rows.rows.map((row) => row.id));
    // A skill that common, without words: the same.
    expect(await fewMatches(t.app.ctx, search({ skills: "care" }))).toBeNull();
    const bySkill = await list("skills=Care&sort=rate_desc&limit=2");
    expect(bySkill.pagination).toMatchObject({ totalCount: LIST_COUNT_CAP, capped: true });
    expect(bySkill.items.map((item) => item.id)).toEqual(page.items.map((item) => item.id));
  });

  it("pages a search PostgreSQL expects far past the cap along the order at once (decision 0111)", async () => {
    const uuid = sql.raw("overlay(overlay(md5('numbat-person-' || n) placing '4' from 13) placing '8' from 17)::uuid");
    const people = SURELY_PAST_CAP + 100;
    await t.app.ctx.db.execute(sql`
      insert into users (id, email, full_name, role, status, email_verified_at, onboarding_completed_at, created_at, updated_at)
      select ${uuid}, 'numbat-' || n || '@example.test', 'Numbat Tracker ' || n, 'FREELANCER', 'ACTIVE', now(), now(), now(), now()
        from generate_series(1, ${people}) as n`);
    await t.app.ctx.db.execute(sql`
      insert into freelancer_profiles (user_id, headline, skills, hourly_rate, experience_level, availability, location,
                                       search_text, created_at, updated_at)
      select ${uuid}, 'Numbat tracker', array['Tracking'], 100 * n, 'EXPERT', 'BUSY', 'Nagpur',
             'Numbat Tracker ' || n || ' Numbat tracker', now(), now()
        from generate_series(1, ${people}) as n`);
    await t.app.ctx.db.execute(sql`analyze freelancer_profiles`);
    const listed = sql`${freelancerProfiles.listed}`;
    const words = (q: string): Condition<{ q: string }> => ({
      shape: "test:words",
      where: (bind) =>
        sql`${listed} and ${freelancerProfiles.searchVector} @@ websearch_to_tsquery('simple', ${bind("q")})`,
      values: { q },
    });
    const drawnFrom = { rows: listed, alternatives: 1 };
    expect(await surelyPastCap(t.app.ctx, freelancerProfiles, words("numbat"), drawnFrom)).toBe(true);
    expect(await surelyPastCap(t.app.ctx, freelancerProfiles, words("okapi"), drawnFrom)).toBe(false);
    const dearest = await t.app.ctx.db.execute<{ id: string }>(
      sql`select id from users where email in (${`numbat-${people}@example.test`}, ${`numbat-${people - 1}@example.test`}) order by email desc`,
    );
    const page = await list("q=numbat&sort=rate_desc&limit=2");
    expect(page.pagination).toMatchObject({ totalCount: LIST_COUNT_CAP, capped: true });
    expect(page.items.map((item) => item.id)).toEqual(dearest.rows.map((row) => row.id));
    const byLevel = await list("experienceLevel=EXPERT&availability=BUSY&skills=Tracking&sort=rate_desc&limit=2");
    expect(byLevel.pagination).toMatchObject({ totalCount: LIST_COUNT_CAP, capped: true });
    expect(byLevel.items.map((item) => item.id)).toEqual(page.items.map((item) => item.id));
  });

  it("walks a page or relevance block of a search found past the cap along its order, the page reading its matches gives (decisions 0136, 0139)", async () => {
    const uuid = sql.raw("overlay(overlay(md5('dugong-person-' || n) placing '4' from 13) placing '8' from 17)::uuid");
    await t.app.ctx.db.execute(sql`
      insert into users (id, email, full_name, role, status, email_verified_at, onboarding_completed_at, created_at, updated_at)
      select ${uuid}, 'dugong-' || n || '@example.test', 'Dugong Watcher ' || n, 'FREELANCER', 'ACTIVE', now(), now(), now(), now()
        from generate_series(1, ${LIST_COUNT_CAP + 5}) as n`);
    await t.app.ctx.db.execute(sql`
      insert into freelancer_profiles (user_id, headline, skills, hourly_rate, experience_level, availability, location,
                                       search_text, created_at, updated_at)
      select ${uuid}, 'Dugong watcher', array['Watching'], 1000 * n + 7, 'ENTRY', 'AVAILABLE', 'Kochi',
             'Dugong Watcher ' || n || ' Dugong watcher', now(), now()
        from generate_series(1, ${LIST_COUNT_CAP + 5}) as n`);
    await t.app.ctx.db.execute(sql`analyze freelancer_profiles`);
    // Through the API: the read finds more than the cap, and the page is the next cheapest two.
    const cheapest = await list("q=dugong&sort=rate_asc&limit=2&page=2");
    expect(cheapest.pagination).toMatchObject({ totalCount: LIST_COUNT_CAP, capped: true });
    const watchers = await t.app.ctx.db.execute<{ id: string }>(
      sql`select id from users where email in ('dugong-3@example.test', 'dugong-4@example.test') order by email`,
    );
    expect(cheapest.items.map((item) => item.id)).toEqual(watchers.rows.map((row) => row.id));

    const { ctx, statements, parameters } = countingContext(t.app);
    // A page read as any page, or from a walk: its ids among the walk's rows, then their cards.
    const isPage = (text: string) =>
      /^select "user_id", "headline"|^select "freelancer_profiles"\."user_id", \(select "users"\."full_name"/.test(
        text,
      );
    const isWalk = (text: string) => /limit \$\d+\) "freelancer_profiles" where/.test(text);
    const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);
    for (const sort of ["rate_desc", "newest", "rating"]) {
      const found = search({ q: "dugong", sort, limit: "2", page: "3" });
      statements.splice(0);
      const walked = await directoryPagePastCap(ctx, found, { rowsPerMatch: 1, matches: 1_000 });
      const read = await directoryPagePastCap(ctx, found, {});
      expect(statements.filter(isPage).map(isWalk)).toEqual([true, false]);
      expect(ids(walked)).toEqual(ids(read));
      expect(walked).toHaveLength(2);
      // Deeper than a walk of twenty rows meets: the walk falls short, and the page is read among
      // every match (decision 0139).
      const deep = search({ q: "dugong", sort, limit: "2", page: "20" });
      statements.splice(0);
      const cut = await directoryPagePastCap(ctx, deep, { rowsPerMatch: 0.1, matches: 20 });
      // Newest first, the order profiles are added in, and the best rated, on an index carrying
      // every filter's column, walk as far as CHEAP_WALK_AT_MOST whatever the estimate (decisions
      // 0139 and 0142), and meet the page.
      expect(statements.filter(isPage).map(isWalk)).toEqual(sort === "rate_desc" ? [true, false] : [true]);
      expect(ids(cut)).toEqual(ids(await directoryPagePastCap(ctx, deep, {})));
    }
    // A relevance block is walked along the best-rated order too, and read from the walk only when
    // it met the whole block (decision 0139). Expected past where that walk goes, it is read among
    // every match instead. The same page each way.
    const isBlock = (text: string) => /^with "candidates"/.test(text);
    const ranked = search({ q: "dugong", sort: "relevance", limit: "2", page: "3" });
    statements.splice(0);
    const walkedBlock = await directoryPagePastCap(ctx, ranked, { rowsPerMatch: 1, matches: 1_000 });
    const unwalkedBlock = await directoryPagePastCap(ctx, ranked, { rowsPerMatch: CHEAP_WALK_AT_MOST, matches: 10 });
    const readBlock = await directoryPagePastCap(ctx, ranked, {});
    expect(statements.filter(isBlock).map(isWalk)).toEqual([true, false, false]);
    expect(walkedBlock).toHaveLength(2);
    expect(ids(walkedBlock)).toEqual(ids(readBlock));
    expect(ids(unwalkedBlock)).toEqual(ids(readBlock));

    // PostgreSQL's estimate of more matches than are ever read, its walk of one row short: the
    // rows the walk passed say there are far fewer, and they are read, not left to PostgreSQL's
    // plan (decision 0139). The same page.
    const byRate = search({ q: "dugong", sort: "rate_desc", limit: "2", page: "3" });
    statements.splice(0);
    parameters.splice(0);
    const overEstimated = await directoryPagePastCap(ctx, byRate, {
      rowsPerMatch: 0.0005,
      matches: MATCHES_READ_AT_MOST + 1,
      from: "plan",
    });
    expect(statements.filter(isPage).map(isWalk)).toEqual([true, false]);
    const everyMatchRead = statements.filter(
      (text, i) => /^select "match_id", "position"/.test(text) && parameters[i]?.includes(MATCHES_READ_AT_MOST + 1),
    );
    expect(everyMatchRead).toHaveLength(1);
    expect(ids(overEstimated)).toEqual(ids(await directoryPagePastCap(ctx, byRate, {})));
  });
});
