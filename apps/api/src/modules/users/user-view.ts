import type { TCompanyProfile, TFreelancerProfile, TPublicUser, TUser } from "@crewlance/contracts/users";
import { eq, getTableColumns, type Placeholder, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { companyProfiles, freelancerProfiles, users } from "../../db/schema/users";
import { preparedOnce } from "../../lib/prepared";

type UserRow = typeof users.$inferSelect;
type FreelancerRow = Omit<typeof freelancerProfiles.$inferSelect, "searchText" | "searchVector" | "skillsKey">;
type CompanyRow = typeof companyProfiles.$inferSelect;

/** Public files live under DATA_DIR/uploads/public and are served at /uploads/. */
export function publicFileUrl(storedPath: string | null): string | null {
  return storedPath ? `/uploads/${storedPath}` : null;
}

function freelancerView(row: FreelancerRow): TFreelancerProfile {
  return {
    headline: row.headline,
    bio: row.bio,
    skills: row.skills,
    hourlyRate: row.hourlyRate,
    experienceLevel: row.experienceLevel,
    availability: row.availability,
    location: row.location,
    languages: row.languages,
    education: row.education,
    workExperience: row.workExperience,
    showcase: row.showcase,
    rating: row.rating,
    reviewsCount: row.reviewsCount,
    completedProjects: row.completedProjects,
    totalEarned: row.totalEarned,
  };
}

export function companyView(row: CompanyRow): TCompanyProfile {
  return {
    companyName: row.companyName,
    industry: row.industry,
    size: row.size,
    website: row.website,
    location: row.location,
    description: row.description,
    registrationNumber: row.registrationNumber,
    hasRegistrationCertificate: row.registrationCertificatePath !== null,
    logoUrl: publicFileUrl(row.logoPath),
    verified: row.verifiedAt !== null,
  };
}

export function toUserView(user: UserRow, freelancer: FreelancerRow | null, company: CompanyRow | null): TUser {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    status: user.status,
    emailVerified: user.emailVerifiedAt !== null,
    onboardingCompleted: user.onboardingCompletedAt !== null,
    phone: user.phone,
    phoneVerified: user.phoneVerifiedAt !== null,
    timeZone: user.timeZone,
    avatarUrl: publicFileUrl(user.avatarPath),
    bannerUrl: publicFileUrl(user.bannerPath),
    createdAt: user.createdAt.toISOString(),
    freelancerProfile: freelancer ? freelancerView(freelancer) : null,
    companyProfile: company ? companyView(company) : null,
  };
}

/** A profile's columns but those kept for search, which no view shows (a vector per row is long). */
const freelancerColumns = (() => {
  const { searchText: _text, searchVector: _vector, skillsKey: _key, ...columns } = getTableColumns(freelancerProfiles);
  return columns;
})();

/** The user with both profiles, by `userId` (a value or a placeholder), unexecuted. */
function userViewQuery(db: DbOrTx, userId: string | Placeholder) {
  return db
    .select({ user: users, freelancer: freelancerColumns, company: companyProfiles })
    .from(users)
    .leftJoin(freelancerProfiles, eq(freelancerProfiles.userId, users.id))
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .where(eq(users.id, userId));
}

/** The user with both profiles in one query; null when no such user. */
export async function loadUserView(db: DbOrTx, userId: string): Promise<TUser | null> {
  const [row] = await userViewQuery(db, userId);
  return row ? toUserView(row.user, row.freelancer, row.company) : null;
}

/**
 * The same as `loadUserView` through a named prepared statement (decision 0059): GET /user runs
 * it on every visit, so Drizzle builds it once and PostgreSQL plans it once per connection.
 */
export async function readUserView(ctx: AppContext, userId: string): Promise<TUser | null> {
  const statement = preparedOnce(ctx, "users:view", (name) =>
    userViewQuery(ctx.db, sql.placeholder("userId")).prepare(name),
  );
  const [row] = await statement.execute({ userId });
  return row ? toUserView(row.user, row.freelancer, row.company) : null;
}

/** What other users may see: no email, phone, status or certificate. */
export function toPublicUserView(user: TUser): TPublicUser {
  const { hasRegistrationCertificate: _private, ...company } = user.companyProfile ?? {
    hasRegistrationCertificate: false,
  };
  return {
    id: user.id,
    fullName: user.fullName,
    role: user.role,
    avatarUrl: user.avatarUrl,
    bannerUrl: user.bannerUrl,
    createdAt: user.createdAt,
    freelancerProfile: user.freelancerProfile,
    companyProfile: user.companyProfile ? (company as TPublicUser["companyProfile"]) : null,
  };
}
