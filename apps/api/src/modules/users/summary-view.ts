import type { TExperienceLevel, TRole } from "@crewlance/contracts/enums";
import { eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { companyProfiles, freelancerProfiles, users } from "../../db/schema/users";
import { preparedOnce } from "../../lib/prepared";
import { publicFileUrl } from "./user-view";

/*
 * Summaries of many users in one statement, for modules that show people beside their own rows
 * (a task's company, an application's applicant, a project's parties) without reading the users
 * tables themselves (decision 0016).
 */

export type UserSummary = {
  id: string;
  fullName: string;
  role: TRole | null;
  status: "ACTIVE" | "SUSPENDED";
  avatarUrl: string | null;
  createdAt: Date;
  company: { name: string; logoUrl: string | null; verified: boolean; location: string | null } | null;
  freelancer: {
    headline: string;
    skills: string[];
    hourlyRate: number;
    experienceLevel: TExperienceLevel;
    location: string | null;
    rating: number | null;
    reviewsCount: number;
  } | null;
};

/**
 * One statement for any number of users, `= any($1)` with the ids as one array, so its text is
 * the same for every call: a named prepared statement built and planned once (decision 0059).
 */
function summariesStatement(ctx: AppContext) {
  return preparedOnce(ctx, "users:summaries", (name) =>
    ctx.db
      .select({
        id: users.id,
        fullName: users.fullName,
        role: users.role,
        status: users.status,
        avatarPath: users.avatarPath,
        createdAt: users.createdAt,
        companyName: companyProfiles.companyName,
        logoPath: companyProfiles.logoPath,
        verifiedAt: companyProfiles.verifiedAt,
        companyLocation: companyProfiles.location,
        headline: freelancerProfiles.headline,
        skills: freelancerProfiles.skills,
        hourlyRate: freelancerProfiles.hourlyRate,
        experienceLevel: freelancerProfiles.experienceLevel,
        freelancerLocation: freelancerProfiles.location,
        rating: freelancerProfiles.rating,
        reviewsCount: freelancerProfiles.reviewsCount,
      })
      .from(users)
      .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
      .leftJoin(freelancerProfiles, eq(freelancerProfiles.userId, users.id))
      .where(sql`${users.id} = any(${sql.placeholder("ids")})`)
      .prepare(name),
  );
}

/** The users named (duplicates and unknown ids ignored), keyed by id. */
export async function loadUserSummaries(ctx: AppContext, ids: readonly string[]): Promise<Map<string, UserSummary>> {
  const unique = [...new Set(ids)];
  const summaries = new Map<string, UserSummary>();
  if (unique.length === 0) return summaries;
  const rows = await summariesStatement(ctx).execute({ ids: unique });
  for (const row of rows) {
    summaries.set(row.id, {
      id: row.id,
      fullName: row.fullName,
      role: row.role,
      status: row.status,
      avatarUrl: publicFileUrl(row.avatarPath),
      createdAt: row.createdAt,
      company:
        row.companyName === null
          ? null
          : {
              name: row.companyName,
              logoUrl: publicFileUrl(row.logoPath),
              verified: row.verifiedAt !== null,
              location: row.companyLocation,
            },
      freelancer:
        row.headline === null
          ? null
          : {
              headline: row.headline,
              skills: row.skills ?? [],
              hourlyRate: row.hourlyRate ?? 0,
              experienceLevel: row.experienceLevel ?? "ENTRY",
              location: row.freelancerLocation,
              rating: row.rating,
              reviewsCount: row.reviewsCount ?? 0,
            },
    });
  }
  return summaries;
}

/**
 * The active user with this email (stored lower-cased), for modules that address people by
 * email, such as a team invitation. Null when there is none.
 */
export async function findUserSummaryByEmail(ctx: AppContext, email: string): Promise<UserSummary | null> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!row) return null;
  return (await loadUserSummaries(ctx, [row.id])).get(row.id) ?? null;
}

export type UserContact = { id: string; fullName: string; email: string };

/**
 * Names and email addresses of many users in one statement (duplicates and unknown ids ignored),
 * for admin lists and receipts that show who a row belongs to.
 */
export async function loadUserContacts(ctx: AppContext, ids: readonly string[]): Promise<Map<string, UserContact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
