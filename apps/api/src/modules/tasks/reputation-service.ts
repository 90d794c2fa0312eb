import type { TCompanyReputation } from "@crewlance/contracts/reputation";
import { and, count, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { tasks } from "../../db/schema/tasks";
import { preparedOnce } from "../../lib/prepared";
import { companyPaymentRecords } from "../money/index";
import { companyReviewFigures } from "../projects/index";

/*
 * Company reputation (decision 0024): derived on read from the company's tasks (posted,
 * hired), the wallet ledger (paid out, payment verified) and reviews (average rating). One
 * grouped statement over the company index for any number of companies.
 */

export type CompanyRef = { id: string; createdAt: Date };

/** Tasks posted and hired per company: one text for any number of companies, prepared once (decision 0059). */
function taskCountsStatement(ctx: AppContext) {
  return preparedOnce(ctx, "tasks:company-counts", (name) =>
    ctx.db
      .select({
        companyId: tasks.companyId,
        posted: count(),
        hired: sql<number>`count(*) filter (where ${tasks.status} in ('IN_PROGRESS', 'COMPLETED'))`.mapWith(Number),
      })
      .from(tasks)
      .where(and(sql`${tasks.companyId} = any(${sql.placeholder("ids")})`, sql`${tasks.status} <> 'DRAFT'`))
      .groupBy(tasks.companyId)
      .prepare(name),
  );
}

export async function companyReputations(
  ctx: AppContext,
  companies: readonly CompanyRef[],
): Promise<Map<string, TCompanyReputation>> {
  const ids = [...new Set(companies.map((company) => company.id))];
  const result = new Map<string, TCompanyReputation>();
  if (ids.length === 0) return result;
  const [counts, payments, reviews] = await Promise.all([
    taskCountsStatement(ctx).execute({ ids }),
    companyPaymentRecords(ctx, ids),
    companyReviewFigures(ctx, ids),
  ]);
  const byCompany = new Map(counts.map((row) => [row.companyId, row]));
  for (const company of companies) {
    const row = byCompany.get(company.id);
    const posted = row?.posted ?? 0;
    const hires = row?.hired ?? 0;
    const payment = payments.get(company.id);
    result.set(company.id, {
      tasksPosted: posted,
      hires,
      hireRate: posted === 0 ? 0 : Math.round((hires / posted) * 100) / 100,
      totalPaidOut: payment?.totalPaidOut ?? 0,
      paymentVerified: payment?.paymentVerified ?? false,
      // Visible reviews written by freelancers after completed projects (decision 0036).
      averageRating: reviews.get(company.id)?.averageRating ?? null,
      reviewsCount: reviews.get(company.id)?.reviewsCount ?? 0,
      memberSince: company.createdAt.toISOString(),
    });
  }
  return result;
}

/** One company's reputation (GET /user/{id} of a company). */
export async function companyReputation(ctx: AppContext, company: CompanyRef): Promise<TCompanyReputation> {
  return (await companyReputations(ctx, [company])).get(company.id)!;
}
