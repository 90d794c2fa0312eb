import type { TAdminUser } from "@crewlance/contracts/admin";
import type { TRole, TUserStatus } from "@crewlance/contracts/enums";
import { buildPagination, type TPagination } from "@crewlance/contracts/envelope";
import { and, count, desc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context";
import { refreshTokens } from "../../db/schema/auth";
import { companyProfiles, users } from "../../db/schema/users";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import type { CurrentUser } from "../../plugins/auth";
import { createNotification } from "../notifications/service";
import { companyView, toUserView } from "../users/user-view";

type AdminRow = { user: typeof users.$inferSelect; company: typeof companyProfiles.$inferSelect | null };

function toAdminUser({ user, company }: AdminRow): TAdminUser {
  const { id, fullName, email, role, status, emailVerified, onboardingCompleted, avatarUrl, createdAt } = toUserView(
    user,
    null,
    null,
  );
  return {
    id,
    fullName,
    email,
    role,
    status,
    emailVerified,
    onboardingCompleted,
    avatarUrl,
    createdAt,
    company: company ? adminCompanyView(company) : null,
  };
}

/** The company facts an admin verifies by, plus when it was verified (which users never see). */
function adminCompanyView(company: typeof companyProfiles.$inferSelect): NonNullable<TAdminUser["company"]> {
  const { companyName, registrationNumber, hasRegistrationCertificate, verified } = companyView(company);
  return {
    companyName,
    registrationNumber,
    hasRegistrationCertificate,
    verified,
    verifiedAt: company.verifiedAt?.toISOString() ?? null,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

async function loadAdminUser(ctx: AppContext, userId: string): Promise<TAdminUser | null> {
  const [row] = await ctx.db
    .select({ user: users, company: companyProfiles })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ? toAdminUser(row) : null;
}

/** Newest accounts first; the role filter rides on users_role_created_idx. */
export async function listUsersForAdmin(
  ctx: AppContext,
  input: { page: number; limit: number; q?: string; role?: TRole; status?: TUserStatus },
): Promise<{ items: TAdminUser[]; pagination: TPagination }> {
  const filters: SQL[] = [];
  if (input.role) filters.push(eq(users.role, input.role));
  if (input.status) filters.push(eq(users.status, input.status));
  if (input.q) {
    const pattern = `%${escapeLike(input.q)}%`;
    filters.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern))!);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ user: users, company: companyProfiles })
      .from(users)
      .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ value: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map(toAdminUser),
    pagination: buildPagination(total?.value ?? 0, input.page, input.limit),
  };
}

/**
 * Suspends an account: every authenticated call of that user answers 403 from now on, and
 * their refresh tokens are revoked so no new session can be minted. Admins are out of reach.
 */
export async function suspendUser(ctx: AppContext, input: { admin: CurrentUser; userId: string }): Promise<TAdminUser> {
  if (input.userId === input.admin.id) {
    throw new AppError("BUSINESS_RULE", "You cannot suspend your own account.");
  }
  await ctx.db.transaction(async (tx) => {
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.userId)).for("update");
    if (!target) throw notFound("User");
    if (target.role === "ADMIN") throw new AppError("BUSINESS_RULE", "Administrator accounts cannot be suspended.");
    const at = now();
    await tx.update(users).set({ status: "SUSPENDED", updatedAt: at }).where(eq(users.id, input.userId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, input.userId), isNull(refreshTokens.revokedAt)));
  });
  return (await loadAdminUser(ctx, input.userId))!;
}

/** Lifts a suspension; the user signs in again to get a new session. */
export async function restoreUser(ctx: AppContext, input: { userId: string }): Promise<TAdminUser> {
  const [row] = await ctx.db
    .update(users)
    .set({ status: "ACTIVE", updatedAt: now() })
    .where(eq(users.id, input.userId))
    .returning({ id: users.id });
  if (!row) throw notFound("User");
  return (await loadAdminUser(ctx, input.userId))!;
}

/** Marks a company verified (once) and tells the company. */
export async function verifyCompany(ctx: AppContext, input: { companyUserId: string }): Promise<TAdminUser> {
  await ctx.db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ verifiedAt: companyProfiles.verifiedAt })
      .from(companyProfiles)
      .innerJoin(users, eq(users.id, companyProfiles.userId))
      .where(and(eq(companyProfiles.userId, input.companyUserId), eq(users.role, "COMPANY")))
      .for("update", { of: companyProfiles });
    if (!profile) throw notFound("Company");
    if (profile.verifiedAt) return;
    const at = now();
    await tx
      .update(companyProfiles)
      .set({ verifiedAt: at, updatedAt: at })
      .where(eq(companyProfiles.userId, input.companyUserId));
    await createNotification(tx, {
      userId: input.companyUserId,
      type: "COMPANY_VERIFIED",
      title: "Your company is verified",
      body: "Crewlance has verified your company. Freelancers now see a verified badge on your profile.",
      link: "/profile",
    });
  });
  return (await loadAdminUser(ctx, input.companyUserId))!;
}
