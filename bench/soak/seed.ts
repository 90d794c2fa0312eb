// The soak's starting data, made the way the product makes it: people register through the API
// (argon2 per password), then their email is marked verified and onboarding done with SQL, as
// bench/api-load does for the account it signs in with; companies post their first tasks and
// freelancer pairs open direct conversations through the API. The directory's crowd (a few
// thousand listed freelancers) is the set-based seed of bench/api-load.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { seedFreelancers } from "../api-load/database";
import { inParallel, mustCall } from "./http";

export const PASSWORD = "Soak-password-1";

export type Person = {
  id: string;
  email: string;
  role: "COMPANY" | "FREELANCER";
  accessToken: string;
  conversationId: string | null;
};

export type Seeded = { companies: Person[]; freelancers: Person[]; taskIds: string[] };

type Session = { user: { id: string }; accessToken: string };

const SKILLS = ["react", "typescript", "node", "python", "figma", "go", "sql", "devops", "seo", "flutter"];
const CATEGORIES = ["WEB_DEVELOPMENT", "MOBILE_DEVELOPMENT", "DESIGN", "DATA_SCIENCE", "DEVOPS", "MARKETING"];

/** A task body a company would post: valid by the contract, varied enough for searches. */
export function taskBody(n: number) {
  const skill = SKILLS[n % SKILLS.length]!;
  const deadline = new Date(Date.now() + (10 + (n % 50)) * 86_400_000).toISOString().slice(0, 10);
  return {
    title: `Soak ${skill} task number ${n}`,
    description: `We need help with a ${skill} piece of work: a clear scope, weekly check-ins and a handover at the end (${n}).`,
    category: CATEGORIES[n % CATEGORIES.length]!,
    skills: [skill, SKILLS[(n + 3) % SKILLS.length]!],
    budgetType: n % 3 === 0 ? "HOURLY" : "FIXED",
    budgetMin: 500_000 + (n % 10) * 100_000,
    budgetMax: 2_000_000 + (n % 10) * 100_000,
    deadline,
    experienceLevel: ["ENTRY", "INTERMEDIATE", "EXPERT"][n % 3]!,
    publish: true,
  };
}

async function register(baseUrl: string, role: Person["role"], count: number, run: string): Promise<Person[]> {
  const people: Person[] = new Array(count);
  await inParallel(
    Array.from({ length: count }, (_, i) => i),
    4,
    async (i) => {
      const email = `soak-${run}-${role.toLowerCase()}-${i}@bench.crewlance.dev`;
      const session = await mustCall<Session>(baseUrl, "POST", "/auth/register", {
        body: {
          fullName: `Soak ${role === "COMPANY" ? "Company" : "Freelancer"} ${i}`,
          email,
          password: PASSWORD,
          role,
        },
      });
      people[i] = { id: session.user.id, email, role, accessToken: session.accessToken, conversationId: null };
    },
  );
  return people;
}

export async function seed(
  baseUrl: string,
  databaseUrl: string,
  sizes: { companies: number; freelancers: number; directory: number; tasksPerCompany: number },
): Promise<Seeded> {
  const run = randomUUID().slice(0, 8);
  await seedFreelancers(databaseUrl, sizes.directory);
  const companies = await register(baseUrl, "COMPANY", sizes.companies, run);
  const freelancers = await register(baseUrl, "FREELANCER", sizes.freelancers, run);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query("update users set email_verified_at = now(), onboarding_completed_at = now() where email like $1", [
    `soak-${run}-%`,
  ]);
  await db.end();

  const taskIds: string[] = [];
  let n = 0;
  await inParallel(companies, 4, async (company) => {
    for (let i = 0; i < sizes.tasksPerCompany; i++) {
      const task = await mustCall<{ id: string }>(baseUrl, "POST", "/tasks", {
        token: company.accessToken,
        body: taskBody(n++),
      });
      taskIds.push(task.id);
    }
  });

  // Pairs of freelancers talk in direct conversations; one without a partner stays silent.
  await inParallel(
    Array.from({ length: Math.floor(freelancers.length / 2) }, (_, i) => i),
    4,
    async (pair) => {
      const [a, b] = [freelancers[pair * 2]!, freelancers[pair * 2 + 1]!];
      const conversation = await mustCall<{ id: string }>(baseUrl, "POST", "/chat/conversations/direct", {
        token: a.accessToken,
        body: { userId: b.id },
      });
      a.conversationId = conversation.id;
      b.conversationId = conversation.id;
    },
  );
  return { companies, freelancers, taskIds };
}
