import type { TAdminStats } from "@crewlance/contracts/admin";
import { eq, gte, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { companyProfiles, users } from "../../db/schema/users";
import { now } from "../../lib/clock";

const NEW_USER_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** count(*) over the rows matching `where` (all rows without one), as a JS number. */
function countWhere(where?: SQL): SQL<number> {
  return (where ? sql`count(*) filter (where ${where})::int` : sql`count(*)::int`).mapWith(Number);
}

/** The admin dashboard's counts: one pass over users and one over company profiles. */
export async function getAdminStats(ctx: AppContext): Promise<TAdminStats> {
  const since = new Date(now().getTime() - NEW_USER_WINDOW_MS);
  const [userCounts, companyCounts] = await Promise.all([
    ctx.db
      .select({
        total: countWhere(),
        freelancers: countWhere(eq(users.role, "FREELANCER")),
        companies: countWhere(eq(users.role, "COMPANY")),
        admins: countWhere(eq(users.role, "ADMIN")),
        suspended: countWhere(eq(users.status, "SUSPENDED")),
        unverifiedEmail: countWhere(isNull(users.emailVerifiedAt)),
        onboarded: countWhere(isNotNull(users.onboardingCompletedAt)),
        newLast7Days: countWhere(gte(users.createdAt, since)),
      })
      .from(users),
    ctx.db
      .select({
        verified: countWhere(isNotNull(companyProfiles.verifiedAt)),
        awaitingVerification: countWhere(isNull(companyProfiles.verifiedAt)),
      })
      .from(companyProfiles)
      .innerJoin(users, eq(users.id, companyProfiles.userId))
      .where(eq(users.role, "COMPANY")),
  ]);
  return { users: userCounts[0]!, companies: companyCounts[0]! };
}
