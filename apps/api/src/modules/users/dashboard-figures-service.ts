import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { companyProfiles, freelancerProfiles, users } from "../../db/schema/users";

/*
 * The users module's figures for the admin dashboard (decision 0048): accounts by role and
 * status, companies waiting for verification, sign-ups per month and the newest sign-ups.
 */

export function userCountsQuery(ctx: AppContext) {
  return ctx.db.execute<{
    total: number;
    freelancers: number;
    companies: number;
    admins: number;
    without_role: number;
    active: number;
    suspended: number;
    awaiting_verification: number;
  }>(sql`
    select count(*)::int as total,
           count(*) filter (where role = 'FREELANCER')::int as freelancers,
           count(*) filter (where role = 'COMPANY')::int as companies,
           count(*) filter (where role = 'ADMIN')::int as admins,
           count(*) filter (where role is null)::int as without_role,
           count(*) filter (where status = 'ACTIVE')::int as active,
           count(*) filter (where status = 'SUSPENDED')::int as suspended,
           (select count(*)::int from ${companyProfiles} c
             where c.verified_at is null
               and exists (select 1 from ${users} u where u.id = c.user_id and u.role = 'COMPANY')) as awaiting_verification
      from ${users}`);
}

export function signUpsByMonthQuery(ctx: AppContext, since: Date) {
  return ctx.db.execute<{ month: string; n: number }>(sql`
    select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month, count(*)::int as n
      from ${users} where created_at >= ${since.toISOString()}::timestamptz
     group by 1`);
}

export function newestSignUpsQuery(ctx: AppContext, limit: number) {
  return ctx.db.execute<{ id: string; full_name: string; role: string | null; created_at: string | Date }>(sql`
    select id, full_name, role, created_at from ${users}
     order by created_at desc nulls last, id desc nulls last
     limit ${limit}`);
}

export type RecentSignUp = { id: string; fullName: string; role: string | null; createdAt: Date };

export async function adminUserFigures(ctx: AppContext, input: { since: Date; recent: number }) {
  const [counts, months, newest] = await Promise.all([
    userCountsQuery(ctx),
    signUpsByMonthQuery(ctx, input.since),
    newestSignUpsQuery(ctx, input.recent),
  ]);
  const row = counts.rows[0];
  const n = (value: number | undefined) => Number(value ?? 0);
  return {
    total: n(row?.total),
    byRole: { FREELANCER: n(row?.freelancers), COMPANY: n(row?.companies), ADMIN: n(row?.admins) },
    byStatus: { ACTIVE: n(row?.active), SUSPENDED: n(row?.suspended) },
    withoutRole: n(row?.without_role),
    companiesAwaitingVerification: n(row?.awaiting_verification),
    signUpsByMonth: new Map(months.rows.map((month) => [month.month, Number(month.n)])),
    recentSignUps: newest.rows.map(
      (user): RecentSignUp => ({
        id: user.id,
        fullName: user.full_name,
        role: user.role,
        createdAt: new Date(user.created_at),
      }),
    ),
  };
}

/** The freelancer's skills as typed on the profile (none without a profile). */
export async function freelancerSkillsOf(ctx: AppContext, userId: string): Promise<string[]> {
  const result = await ctx.db.execute<{ skills: string[] }>(
    sql`select skills from ${freelancerProfiles} where user_id = ${userId}`,
  );
  return result.rows[0]?.skills ?? [];
}
