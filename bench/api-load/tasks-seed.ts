import { createHash } from "node:crypto";
import pg from "pg";
import { spread } from "./database";

/*
 * The tasks half of the bench database: 100,000 tasks from 1,000 companies and
 * 300,000 applications, written with set-based SQL like the freelancers (database.ts), shaped
 * like what the tasks service writes: lower-cased skill keys, the search text, the match count
 * of each application against its task. One task has 1,000 applicants: the ranked list the
 * bench reads is theirs, and it belongs to the company the bench signs in as.
 */

const SKILLS = [
  "react",
  "typescript",
  "node",
  "python",
  "django",
  "figma",
  "ui design",
  "go",
  "rust",
  "java",
  "kotlin",
  "swift",
  "flutter",
  "aws",
  "devops",
  "sql",
  "data science",
  "seo",
  "copywriting",
  "video editing",
];
const CATEGORIES = [
  "WEB_DEVELOPMENT",
  "MOBILE_DEVELOPMENT",
  "DESIGN",
  "WRITING",
  "MARKETING",
  "DATA_SCIENCE",
  "DEVOPS",
  "VIDEO_ANIMATION",
  "TRANSLATION",
  "ADMIN_SUPPORT",
  "FINANCE_LEGAL",
  "OTHER",
];
const WORDS = [
  "dashboard",
  "mobile app",
  "landing page",
  "API",
  "redesign",
  "campaign",
  "migration",
  "report",
  "chatbot",
];

const literalArray = (items: string[]) => `array[${items.map((item) => `'${item}'`).join(",")}]`;
const uuidOf = (prefix: string) =>
  `overlay(overlay(md5('${prefix}' || n) placing '4' from 13) placing '8' from 17)::uuid`;
const FREELANCER_UUID = (expression: string) =>
  `overlay(overlay(md5('bench-freelancer-' || ${expression}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The same uuid the SQL writes for `<prefix><n>`, computed here. */
export function benchUuid(prefix: string, n: number): string {
  const hex = createHash("md5").update(`${prefix}${n}`).digest("hex").split("");
  hex[12] = "4";
  hex[16] = "8";
  const s = hex.join("");
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export const BENCH_TASKS = Number(process.env.BENCH_TASKS ?? 100_000);
export const BENCH_APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 300_000);
/** The task with 1,000 applicants, owned by the signed-in bench company. */
export const BUSY_TASK_ID = benchUuid("bench-task-", 1);
const BUSY_APPLICANTS = 1_000;
const COMPANIES = 1_000;

/**
 * Seeds companies, tasks and applications (after seedFreelancers: applicants are its users), and
 * gives the busy task to the account `companyEmail`.
 */
export async function seedTasks(databaseUrl: string, companyEmail: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("begin");
  await client.query(
    `insert into users (id, email, full_name, role, status, email_verified_at, onboarding_completed_at, created_at, updated_at)
     select ${uuidOf("bench-company-")}, 'company' || n || '@bench.crewlance.dev', 'Bench Company ' || n,
            'COMPANY', 'ACTIVE', now(), now(), now() - (n || ' hours')::interval, now()
       from generate_series(1, ${COMPANIES}) as n`,
  );
  await client.query(
    `insert into company_profiles (user_id, company_name, industry, size, location)
     select ${uuidOf("bench-company-")}, 'Bench Company ' || n || ' Pvt Ltd', 'Software', '11-50', 'Bengaluru'
       from generate_series(1, ${COMPANIES}) as n`,
  );
  await client.query("commit");
  const batch = 20_000;
  for (let from = 1; from <= BENCH_TASKS; from += batch) {
    const to = Math.min(BENCH_TASKS, from + batch - 1);
    await client.query(
      `insert into tasks (id, company_id, title, description, category, skills, skills_key, budget_type, budget_min,
                          budget_max, deadline, experience_level, status, search_text, published_at, created_at, updated_at)
       select ${uuidOf("bench-task-")},
              overlay(overlay(md5('bench-company-' || (1 + n % ${COMPANIES})) placing '4' from 13) placing '8' from 17)::uuid,
              initcap(s1) || ' ' || w || ' for project ' || n,
              'We need help with a ' || w || ' using ' || s1 || ', ' || s2 || ' and ' || s3 || '. Clear milestones and weekly demos.',
              (${literalArray(CATEGORIES)})[1 + ${spread("n", "category", CATEGORIES.length)}]::task_category,
              array[initcap(s1), initcap(s2), initcap(s3)],
              array[s1, s2, s3],
              case when ${spread("n", "budget type", 5)} = 0 then 'HOURLY' else 'FIXED' end::budget_type,
              500000 + ${spread("n", "budget", 5_000_000)},
              500000 + ${spread("n", "budget", 5_000_000)} + ${spread("n", "budget span", 7)} * 1000000,
              (current_date + 30 + ${spread("n", "deadline", 60)}),
              (array['ENTRY','INTERMEDIATE','EXPERT'])[1 + ${spread("n", "level", 3)}]::experience_level,
              case when n % 10 = 9 then 'IN_PROGRESS' when n % 10 = 8 then 'DRAFT' else 'OPEN' end::task_status,
              concat_ws(' ', initcap(s1) || ' ' || w || ' for project ' || n, s1, s2, s3,
                        'We need help with a ' || w || ' using ' || s1 || ', ' || s2 || ' and ' || s3 || '.'),
              case when n % 10 = 8 then null else now() - (n || ' minutes')::interval end,
              now() - (n || ' minutes')::interval, now()
         from (select n,
                      (${literalArray(SKILLS)})[1 + n % ${SKILLS.length}] as s1,
                      (${literalArray(SKILLS)})[1 + (n / 5) % ${SKILLS.length}] as s2,
                      (${literalArray(SKILLS)})[1 + (n / 31) % ${SKILLS.length}] as s3,
                      (${literalArray(WORDS)})[1 + n % ${WORDS.length}] as w
                 from generate_series($1::int, $2::int) as n) as seeded`,
      [from, to],
    );
  }
  // The busy task is open and has its 1,000 applicants (freelancers 1 to 1,000).
  await client.query("update tasks set status = 'OPEN', published_at = now() where id = $1", [BUSY_TASK_ID]);
  const spreadApplications = BENCH_APPLICATIONS - BUSY_APPLICANTS;
  const appBatch = 50_000;
  for (let from = 1; from <= spreadApplications + BUSY_APPLICANTS; from += appBatch) {
    const to = Math.min(spreadApplications + BUSY_APPLICANTS, from + appBatch - 1);
    // k ≤ 1,000: the busy task's applicants; beyond, applicant and task chosen so no pair repeats.
    await client.query(
      `insert into applications (task_id, applicant_id, status, cover_letter, proposed_amount, estimated_days,
                                 applicant_skills_key, match_count, created_at, updated_at)
       select t.id, p.user_id,
              (array['PENDING','PENDING','PENDING','SHORTLISTED','REJECTED','WITHDRAWN'])[1 + k % 6]::application_status,
              'I have done this kind of work before and can start this week. Proposal ' || k || '.',
              1000000 + (k::bigint * 7919) % 4000000, 1 + k % 60,
              p.skills_key,
              cardinality(array(select unnest(p.skills_key) intersect select unnest(t.skills_key))),
              now() - (k || ' seconds')::interval, now()
         from (select k,
                      case when k <= ${BUSY_APPLICANTS} then 1 else 2 + (k % ${BENCH_TASKS - 1}) + (case when (2 + k % ${BENCH_TASKS - 1}) % 10 = 8 then 1 else 0 end) end as task_n,
                      case when k <= ${BUSY_APPLICANTS} then k
                           else 1 + ((k / ${BENCH_TASKS - 1}) * 7919 + k) % 100000 end as freelancer_n
                 from generate_series($1::int, $2::int) as k) as picked
         join tasks t on t.id = overlay(overlay(md5('bench-task-' || picked.task_n) placing '4' from 13) placing '8' from 17)::uuid
         join lateral (select fp.user_id, array(select lower(s) from unnest(fp.skills) as s) as skills_key
                         from freelancer_profiles fp where fp.user_id = ${FREELANCER_UUID("picked.freelancer_n")}) as p on true
        where t.status <> 'DRAFT'
       on conflict do nothing`,
      [from, to],
    );
  }
  await client.query(
    `update tasks set company_id = (select id from users where email = $1), status = 'OPEN' where id = $2`,
    [companyEmail, BUSY_TASK_ID],
  );
  await client.query("vacuum analyze");
  await client.end();
}
