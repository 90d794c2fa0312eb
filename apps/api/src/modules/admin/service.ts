import type { TAdminUser } from "@crewlance/contracts/admin";
import { buildCappedPagination, type TPagination } from "@crewlance/contracts/common";
import type { TRole, TUserStatus } from "@crewlance/contracts/enums";
import { and, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { companyProfiles, users } from "../../db/schema/users";
import { countUpToCap } from "../../lib/count-up-to-cap";
import { AppError } from "../../lib/errors";
import { withTransaction } from "../../lib/transaction";
import type { CurrentUser } from "../../plugins/auth";
import { revokeRefreshTokens } from "../auth/index";
import { createNotification } from "../notifications/index";
import { liftAccountSuspensions, recordAccountSuspension } from "../safety/index";
import { companyView, markCompanyVerified, restoreAccount, suspendAccount, toUserView } from "../users/index";

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

export async function loadAdminUser(ctx: AppContext, userId: string): Promise<TAdminUser | null> {
  const [row] = await ctx.db
    .select({ user: users, company: companyProfiles })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ? toAdminUser(row) : null;
}

/*
 * Newest accounts first, written exactly as users_created_idx, users_role_created_idx and
 * users_status_created_idx are declared (NULLS LAST included): with no filter, a role or a
 * status the index walk stops after one page (decision 0013). A `q` filters that walk, so it
 * reads further the rarer the match; the count stops at LIST_COUNT_CAP + 1 either way.
 */
const newestFirst = [sql`${users.createdAt} desc nulls last`, sql`${users.id} desc nulls last`];

type AdminUserSearch = { page: number; limit: number; q?: string; role?: TRole; status?: TUserStatus };

/** The list's two statements, unexecuted, so the plan test reads the SQL the route runs. */
export function adminUserListQueries(ctx: AppContext, input: AdminUserSearch) {
  const filters: SQL[] = [];
  if (input.role) filters.push(eq(users.role, input.role));
  if (input.status) filters.push(eq(users.status, input.status));
  if (input.q) {
    const pattern = `%${escapeLike(input.q)}%`;
    filters.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern))!);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  return {
    page: ctx.db
      .select({ user: users, company: companyProfiles })
      .from(users)
      .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
      .where(where)
      .orderBy(...newestFirst)
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    count: countUpToCap(ctx, users, where),
  };
}

export async function listUsersForAdmin(
  ctx: AppContext,
  input: AdminUserSearch,
): Promise<{ items: TAdminUser[]; pagination: TPagination }> {
  const queries = adminUserListQueries(ctx, input);
  const [rows, [total]] = await Promise.all([queries.page, queries.count]);
  return {
    items: rows.map(toAdminUser),
    pagination: buildCappedPagination(total?.value ?? 0, input.page, input.limit),
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
  await withTransaction(ctx, async (txCtx) => {
    await suspendAccount(txCtx, { userId: input.userId });
    await revokeRefreshTokens(txCtx, { userId: input.userId });
    // So the person reads on their standing that an administrator suspended them, and may appeal.
    await recordAccountSuspension(txCtx, { adminId: input.admin.id, userId: input.userId });
  });
  return (await loadAdminUser(ctx, input.userId))!;
}

/** Lifts a suspension (and the moderation suspensions on the account); the user signs in again. */
export async function restoreUser(ctx: AppContext, input: { admin: CurrentUser; userId: string }): Promise<TAdminUser> {
  await withTransaction(ctx, async (txCtx) => {
    await restoreAccount(txCtx, { userId: input.userId });
    await liftAccountSuspensions(txCtx, { adminId: input.admin.id, userId: input.userId });
  });
  return (await loadAdminUser(ctx, input.userId))!;
}

/** Marks a company verified (once) and tells the company, in one transaction. */
export async function verifyCompany(ctx: AppContext, input: { companyUserId: string }): Promise<TAdminUser> {
  await withTransaction(ctx, async (txCtx) => {
    const newlyVerified = await markCompanyVerified(txCtx, { companyUserId: input.companyUserId });
    if (!newlyVerified) return;
    await createNotification(txCtx, {
      userId: input.companyUserId,
      type: "COMPANY_VERIFIED",
      title: "Your company is verified",
      body: "Crewlance has verified your company. Freelancers now see a verified badge on your profile.",
      link: "/profile",
    });
  });
  return (await loadAdminUser(ctx, input.companyUserId))!;
}
