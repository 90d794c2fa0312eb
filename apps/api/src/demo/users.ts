/**
 * Demo accounts created on the first start of an empty database (SEED_DEMO_DATA, on by
 * default outside production) and by `npm run seed`. All use the password Crewlance@123:
 *
 *   company@crewlance.dev     COMPANY     Acme Labs Pvt Ltd
 *   freelancer@crewlance.dev  FREELANCER  Priya Sharma
 *   admin@crewlance.dev       ADMIN       Crewlance Admin
 *   admin2@crewlance.dev      ADMIN       Kavya Nair (a second admin: appeals need one, decision 0092)
 */
import { hash, verify } from "@node-rs/argon2";
import { inArray, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { companyProfiles, freelancerProfiles, users } from "../db/schema/users";
import { now } from "../lib/clock";
import { saveFile } from "../lib/storage";
import { withTransaction } from "../lib/transaction";
import { createNotification } from "../modules/notifications/index";
import { buildSearchText, setPublicPage } from "../modules/users/index";

export const DEMO_PASSWORD = "Crewlance@123";

/** argon2id (the library's default algorithm) at the cost the auth module uses for sign-up. */
const ARGON2ID_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const DEMO_ACCOUNTS = {
  company: { email: "company@crewlance.dev", fullName: "Rahul Mehta", role: "COMPANY" },
  // A verified number, so "Sign in with phone" can be tried on a fresh install (code in the dev outbox).
  freelancer: {
    email: "freelancer@crewlance.dev",
    fullName: "Priya Sharma",
    role: "FREELANCER",
    phone: "+919800000001",
  },
  admin: { email: "admin@crewlance.dev", fullName: "Crewlance Admin", role: "ADMIN" },
  // An appeal is decided by an admin other than the one who acted (decision 0092).
  secondAdmin: { email: "admin2@crewlance.dev", fullName: "Kavya Nair", role: "ADMIN" },
} as const;

/** The demo people's public page addresses, /u/<handle>. */
export const DEMO_PUBLIC_PAGES = {
  freelancer: { handle: "priya-sharma", visibility: "PUBLIC" },
  company: { handle: "acme-labs", visibility: "PUBLIC" },
} as const;

const FREELANCER_PROFILE = {
  headline: "Full-stack developer (React, Node.js)",
  bio:
    "I build fast, accessible web apps end to end: React and TypeScript on the front, Node.js and " +
    "PostgreSQL on the back. Six years with startups and product teams in Bengaluru; I like clear " +
    "milestones, weekly demos and code that the next developer enjoys reading.",
  skills: ["React", "TypeScript", "Node.js", "PostgreSQL", "Next.js", "Tailwind CSS", "AWS"],
  hourlyRate: 150_000,
  experienceLevel: "EXPERT" as const,
  availability: "AVAILABLE" as const,
  location: "Bengaluru, India",
  languages: ["English", "Hindi", "Kannada"],
  education: [
    {
      school: "RV College of Engineering",
      degree: "B.E.",
      field: "Computer Science and Engineering",
      startYear: 2014,
      endYear: 2018,
    },
  ],
  workExperience: [
    {
      company: "Swiftcart",
      title: "Senior Software Engineer",
      startDate: "2021-04",
      description: "Led the checkout rewrite in React and Node.js; cut page load time by 40%.",
    },
    {
      company: "Finlytics",
      title: "Software Engineer",
      startDate: "2018-07",
      endDate: "2021-03",
      description: "Built the reporting dashboards and the PostgreSQL data pipeline behind them.",
    },
  ],
  showcase: {
    portfolios: [
      {
        title: "Kirana inventory app",
        description: "Offline-first inventory and billing for neighbourhood stores, used by 1,200 shops.",
        url: "https://example.com/kirana-inventory",
      },
    ],
    certifications: [{ title: "AWS Certified Developer – Associate", issuer: "Amazon Web Services", year: 2022 }],
    projects: [
      {
        title: "Real-time delivery tracking",
        description: "Live rider tracking with WebSockets and maps for a food delivery startup.",
        year: 2023,
      },
    ],
  },
};

const COMPANY_PROFILE = {
  companyName: "Acme Labs Pvt Ltd",
  industry: "Software",
  size: "11-50" as const,
  website: "https://acmelabs.example.com",
  location: "Bengaluru, Karnataka",
  description:
    "Acme Labs builds logistics and payments software for Indian small businesses. We hire " +
    "freelancers for product engineering, design and data work, with clear milestones and prompt payments.",
  registrationNumber: "U72900KA2019PTC123456",
};

/** A one-page placeholder PDF so the demo company has a certificate on file. */
const DEMO_CERTIFICATE = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

const WELCOME = {
  type: "WELCOME",
  title: "Welcome to Crewlance!",
  link: "/dashboard",
};

/**
 * Creates the demo accounts when the database has no users yet; does nothing otherwise, so
 * it is safe on every start. Returns the emails it created.
 */
export async function seedDemoAccounts(ctx: AppContext): Promise<{ created: string[] }> {
  const [existing] = await ctx.db.select({ id: users.id }).from(users).limit(1);
  if (existing) return { created: [] };

  // Separate hashes (each with its own salt), computed in parallel to keep start-up quick.
  const [companyHash, freelancerHash, adminHash, secondAdminHash] = await Promise.all(
    [0, 1, 2, 3].map(() => hash(DEMO_PASSWORD, ARGON2ID_OPTIONS)),
  );
  const at = now();
  const account = (demo: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS], passwordHash: string) => ({
    ...demo,
    passwordHash,
    emailVerifiedAt: at,
    phoneVerifiedAt: "phone" in demo ? at : null,
    onboardingCompletedAt: at,
    createdAt: at,
    updatedAt: at,
  });

  const created = await withTransaction(ctx, async (txCtx) => {
    const { db: tx } = txCtx;
    // Serialises concurrent starts against one database: the second waits, then sees the users.
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const [again] = await tx.select({ id: users.id }).from(users).limit(1);
    if (again) return [];
    const certificatePath = await saveFile(ctx.config.dataDir, "private", "certificates", "pdf", DEMO_CERTIFICATE);
    const [company, freelancer, admin, secondAdmin] = await tx
      .insert(users)
      .values([
        account(DEMO_ACCOUNTS.company, companyHash!),
        account(DEMO_ACCOUNTS.freelancer, freelancerHash!),
        account(DEMO_ACCOUNTS.admin, adminHash!),
        account(DEMO_ACCOUNTS.secondAdmin, secondAdminHash!),
      ])
      .returning();
    await tx.insert(companyProfiles).values({
      userId: company!.id,
      ...COMPANY_PROFILE,
      registrationCertificatePath: certificatePath,
      verifiedAt: at,
    });
    await tx.insert(freelancerProfiles).values({
      userId: freelancer!.id,
      ...FREELANCER_PROFILE,
      // rating, reviewsCount, completedProjects and totalEarned are derived from real projects,
      // reviews and ledger releases (decision 0036): the demo projects seed makes them.
      searchText: buildSearchText({ fullName: freelancer!.fullName, ...FREELANCER_PROFILE }),
    });
    // Public pages to show on a fresh install (decision 0095), chosen as a person would choose them.
    await setPublicPage(txCtx, { userId: freelancer!.id, ...DEMO_PUBLIC_PAGES.freelancer });
    await setPublicPage(txCtx, { userId: company!.id, ...DEMO_PUBLIC_PAGES.company });
    await createNotification(txCtx, {
      ...WELCOME,
      userId: company!.id,
      body: "Your company profile is ready. Post your first task to start hiring.",
    });
    await createNotification(txCtx, {
      ...WELCOME,
      userId: freelancer!.id,
      body: "Your profile is ready. Browse open tasks and send your first proposal.",
    });
    for (const each of [admin!, secondAdmin!]) {
      await createNotification(txCtx, { ...WELCOME, userId: each.id, body: "Your administrator account is ready." });
    }
    return [company!.email, freelancer!.email, admin!.email, secondAdmin!.email];
  });
  return { created };
}

/**
 * Demo accounts that still have the published password. A database seeded while the server
 * listened on loopback may later be served to the network; server.ts warns about these then.
 */
export async function demoAccountsWithPublishedPassword(ctx: AppContext): Promise<string[]> {
  const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
  const rows = await ctx.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.email, emails));
  const open = await Promise.all(
    rows.map(async (row) => (row.passwordHash && (await verify(row.passwordHash, DEMO_PASSWORD)) ? row.email : null)),
  );
  return open.filter((email): email is string => email !== null).sort();
}
