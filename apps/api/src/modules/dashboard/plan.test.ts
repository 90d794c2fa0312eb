import { type SQLWrapper, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { indexOnlyPlan, planNodes } from "../../../test/query-plan";
import { createUser, type TestUser } from "../../../test/users";
import type { AppContext } from "../../context";
import { escrowFundedByMonthQuery, pendingWithdrawalsQuery } from "../money/index";
import {
  activeProjectsQuery,
  openDisputesQuery,
  projectStatusCountsQuery,
  projectsStartedByMonthQuery,
} from "../projects/dashboard-figures-service";
import {
  applicationCountsQuery,
  companyOpenWorkQuery,
  newestOpenTasksQuery,
  recommendationCandidatesQuery,
  taskStatusCountsQuery,
  tasksPostedByMonthQuery,
} from "../tasks/dashboard-figures-service";
import { newestSignUpsQuery, signUpsByMonthQuery, userCountsQuery } from "../users/dashboard-figures-service";

/*
 * Decision 0048: every statement of GET /dashboard reads an index (migration 0014's or an owner
 * index), with sequential scans and sorts priced out — so at bench sizes (100,000 users and
 * tasks, 300,000 applications) a party's figures read their own rows and an admin's read index
 * entries only. PGlite and PostgreSQL.
 */

let t: TestApp;
let company: TestUser;
let freelancer: TestUser;
const since = new Date(Date.UTC(2025, 11, 1));

/**
 * Enough rows, spread over many owners, for the planner to weigh an owner's index against the
 * status ones as it would at bench sizes; then fresh statistics.
 */
async function seedManyOwners(ctx: AppContext) {
  await ctx.db.execute(sql`
    insert into users (email, full_name, role, email_verified_at, onboarding_completed_at, created_at)
    select 'plan-' || n || '@example.test', 'Plan ' || n, (case when n % 2 = 0 then 'COMPANY' else 'FREELANCER' end)::role,
           now(), now(), now() - n * interval '1 hour'
      from generate_series(1, 400) n`);
  // Most companies are verified, so the few awaiting verification are the partial index's to find.
  await ctx.db.execute(sql`
    insert into company_profiles (user_id, company_name, industry, size, verified_at)
    select id, full_name, 'Software', '11-50', case when split_part(email, '@', 1) like '%0' then null else now() end
      from users where email like 'plan-%' and role = 'COMPANY'`);
  await ctx.db.execute(sql`
    insert into tasks (company_id, title, description, category, skills, skills_key, budget_type, budget_min,
                       budget_max, deadline, experience_level, status, published_at)
    select c.id, 'Task ' || n, 'A task', 'OTHER', array['Go'], array['go'], 'FIXED', 100000, 200000,
           current_date + 30, 'ENTRY', 'OPEN', now()
      from generate_series(1, 400) n
      join lateral (select id from users where email = 'plan-' || (2 * (1 + n % 200)) || '@example.test') c on true`);
  await ctx.db.execute(sql`
    insert into projects (title, description, company_id, freelancer_id, status)
    select 'Project ' || n, 'A project', c.id, f.id, 'ACTIVE'
      from generate_series(1, 400) n
      join lateral (select id from users where email = 'plan-' || (2 * (1 + n % 200)) || '@example.test') c on true
      join lateral (select id from users where email = 'plan-' || (2 * (n % 200) + 1) || '@example.test') f on true`);
  await ctx.db.execute(sql`
    insert into applications (task_id, applicant_id, status, cover_letter, proposed_amount, estimated_days,
                              applicant_skills_key)
    select t.id, f.id, 'PENDING', 'A proposal', 150000, 10, array['go']
      from (select id, row_number() over (order by id) as n from tasks) t
      join lateral (select id from users where email = 'plan-' || (2 * (t.n % 200) + 1) || '@example.test') f on true`);
  await ctx.db.execute(sql`analyze`);
}

beforeAll(async () => {
  t = await createTestApp({}, { database: "unused" });
  company = await createUser(t.app, { role: "COMPANY" });
  freelancer = await createUser(t.app, { role: "FREELANCER" });
  await seedManyOwners(t.app.ctx);
});
afterAll(() => t.close());

/** The statement a figure function would run: its `db.execute` hands the SQL back instead. */
function statementOf(run: (ctx: AppContext) => unknown): (ctx: AppContext) => SQLWrapper {
  return (ctx) => run({ ...ctx, db: { execute: (statement: SQLWrapper) => statement } as never }) as SQLWrapper;
}

const TEAM = "00000000-0000-4000-8000-000000000001";

const cases: Array<[string, (ctx: AppContext) => unknown, string[]]> = [
  [
    "a company's open tasks and proposals to review",
    (c) => companyOpenWorkQuery(c, company.user.id),
    ["tasks_company_status_created_idx", "tasks_company_created_idx"],
  ],
  [
    "the proposals waiting on those tasks",
    (c) => companyOpenWorkQuery(c, company.user.id),
    // applications_task_live_idx (migration 0019) holds exactly the live applications a task has.
    ["applications_task_rank_idx", "applications_task_applicant_idx", "applications_task_live_idx"],
  ],
  [
    "a company's newest open tasks",
    (c) => newestOpenTasksQuery(c, company.user.id, 5),
    ["tasks_company_status_created_idx"],
  ],
  [
    "a freelancer's applications by status",
    (c) => applicationCountsQuery(c, freelancer.user.id),
    ["applications_applicant_status_created_idx", "applications_applicant_created_idx"],
  ],
  [
    "a company's active projects",
    (c) => activeProjectsQuery(c, { role: "COMPANY", userId: company.user.id, teamIds: [] }),
    ["projects_company_created_idx"],
  ],
  [
    "a freelancer's and their teams' active projects",
    (c) => activeProjectsQuery(c, { role: "FREELANCER", userId: freelancer.user.id, teamIds: [TEAM] }),
    ["projects_freelancer_created_idx", "projects_team_created_idx"],
  ],
  [
    "tasks matching the freelancer's skills",
    (c) => recommendationCandidatesQuery(c, { viewerId: freelancer.user.id, skillKeys: ["react"] }),
    ["tasks_open_match_idx", "tasks_open_newest_idx"],
  ],
  ["tasks by status", (c) => taskStatusCountsQuery(c), ["tasks_status_idx"]],
  ["tasks posted per month", (c) => tasksPostedByMonthQuery(c, since), ["tasks_published_idx"]],
  ["projects by status", (c) => projectStatusCountsQuery(c), ["projects_status_idx"]],
  ["projects started per month", (c) => projectsStartedByMonthQuery(c, since), ["projects_created_idx"]],
  ["open disputes", (c) => openDisputesQuery(c, 6), ["milestone_disputes_status_created_idx"]],
  ["escrow funded per month", (c) => escrowFundedByMonthQuery(c, since), ["wallet_statement_lines_type_created_idx"]],
  ["pending withdrawals", (c) => pendingWithdrawalsQuery(c, 6), ["wallet_withdrawals_status_created_idx"]],
  ["users by role and status", (c) => userCountsQuery(c), ["users_role_status_idx"]],
  ["companies awaiting verification", (c) => userCountsQuery(c), ["company_profiles_unverified_idx"]],
  ["sign-ups per month", (c) => signUpsByMonthQuery(c, since), ["users_created_idx"]],
  ["the newest sign-ups", (c) => newestSignUpsQuery(c, 6), ["users_created_idx"]],
];

describe("the dashboard's query plans", () => {
  it.each(cases)("%s read an index, never the whole table", async (_name, run, expected) => {
    const nodes = planNodes(await indexOnlyPlan(t.app, statementOf(run)));
    const types = nodes.map((node) => node["Node Type"]);
    const indexes = nodes.map((node) => node["Index Name"]);
    expect(types).not.toContain("Seq Scan");
    expect(types).not.toContain("Sort");
    expect(
      indexes.some((name) => name !== undefined && expected.includes(name)),
      JSON.stringify(indexes),
    ).toBe(true);
  });
});
