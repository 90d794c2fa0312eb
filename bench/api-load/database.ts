import pg from "pg";

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
const CITIES = ["Bengaluru", "Mumbai", "Delhi", "Pune", "Hyderabad", "Chennai", "Kolkata", "Jaipur", "Remote"];
const LEVELS = ["ENTRY", "INTERMEDIATE", "EXPERT"];

/** Drops and creates the bench database next to `adminUrl`'s, and returns its URL. */
export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A deterministic version-4 UUID for freelancer n, so profiles can name their user without a join. */
const benchUuid = "overlay(overlay(md5('bench-freelancer-' || n) placing '4' from 13) placing '8' from 17)::uuid";

const literalArray = (items: string[]) => `array[${items.map((item) => `'${item}'`).join(",")}]`;

/**
 * A number from 0 to `size - 1` drawn from row `n` and `salt`: each attribute of a seeded row gets
 * its own, so no two are functions of each other (with `n % 3` for the level and `n % 9` for the
 * city, every city's freelancers had one level, and a filter on both matched nobody).
 */
export const spread = (n: string, salt: string, size: number) =>
  `(('x' || substr(md5(${n} || '${salt}'), 1, 7))::bit(28)::int % ${size})`;

/**
 * `count` onboarded freelancers in batches, written with set-based SQL: through the sign-up
 * service it would take hours (argon2 per password). Each row looks like what the profile
 * service writes — skills, rate, level, rating, and the search text the directory indexes —
 * with a spread of values so filters and sort orders select realistic fractions. The API's
 * triggers (migration 0005) mark each profile `listed` and the database fills its search vector,
 * exactly as for a profile the service writes.
 */
export async function seedFreelancers(databaseUrl: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const batch = 10_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await client.query("begin");
    await client.query(
      `insert into users (id, email, full_name, password_hash, role, status, email_verified_at, onboarding_completed_at, created_at, updated_at)
       select ${benchUuid}, 'freelancer' || n || '@bench.crewlance.dev', 'Bench Freelancer ' || n,
              null, 'FREELANCER', 'ACTIVE', now(), now(), now() - (n || ' minutes')::interval, now()
         from generate_series($1::int, $2::int) as n`,
      [from, to],
    );
    await client.query(
      `insert into freelancer_profiles (user_id, headline, bio, skills, hourly_rate, experience_level, availability,
                                        location, rating, reviews_count, search_text, created_at, updated_at)
       select ${benchUuid},
              initcap(s1) || ' and ' || s2 || ' specialist',
              'I build things with ' || s1 || ', ' || s2 || ' and ' || s3 || '.',
              array[initcap(s1), initcap(s2), initcap(s3)],
              50000 + ${spread("n", "rate", 450_000)},
              (${literalArray(LEVELS)})[1 + ${spread("n", "level", 3)}]::experience_level,
              'AVAILABLE',
              (${literalArray(CITIES)})[1 + ${spread("n", "city", CITIES.length)}],
              case when n % 4 = 0 then null else round((3 + ${spread("n", "rating", 21)} / 10.0)::numeric, 1)::real end,
              case when n % 4 = 0 then 0 else ${spread("n", "reviews", 57)} end,
              concat_ws(' ', 'Bench Freelancer ' || n, initcap(s1) || ' and ' || s2 || ' specialist',
                        'I build things with ' || s1 || ', ' || s2 || ' and ' || s3 || '.', s1, s2, s3),
              now() - (n || ' minutes')::interval, now()
         from (select n,
                      (${literalArray(SKILLS)})[1 + n % ${SKILLS.length}] as s1,
                      (${literalArray(SKILLS)})[1 + (n / 7) % ${SKILLS.length}] as s2,
                      (${literalArray(SKILLS)})[1 + (n / 49) % ${SKILLS.length}] as s3
                 from generate_series($1::int, $2::int) as n) as seeded`,
      [from, to],
    );
    await client.query("commit");
  }
  // What autovacuum does soon after a bulk load in production: statistics for the planner, and
  // the visibility map that lets the directory's index-only scans skip the table.
  await client.query("vacuum analyze");
  await client.end();
}

/** Marks the account the bench signs in with as verified and onboarded, as the wizard would. */
export async function completeOnboarding(databaseUrl: string, email: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("update users set email_verified_at = now(), onboarding_completed_at = now() where email = $1", [
    email,
  ]);
  await client.end();
}
