import { sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { walletStatementLines } from "../../../db/schema/money";

/**
 * For each company: what its escrow has paid out to freelancers (amount plus client fee, the
 * ESCROW_RELEASE debits) and whether it has ever funded escrow ("payment verified" on the task list). One query.
 */
export async function companyPaymentRecords(
  ctx: AppContext,
  companyIds: string[],
): Promise<Map<string, { totalPaidOut: number; paymentVerified: boolean }>> {
  const records = new Map<string, { totalPaidOut: number; paymentVerified: boolean }>();
  for (const id of companyIds) records.set(id, { totalPaidOut: 0, paymentVerified: false });
  if (companyIds.length === 0) return records;
  const result = await ctx.db.execute<{ user_id: string; paid_out: string | number; funded: boolean }>(sql`
    select user_id,
           coalesce(-sum(amount) filter (where type = 'ESCROW_RELEASE' and amount < 0), 0) as paid_out,
           bool_or(type = 'ESCROW_FUND') as funded
      from ${walletStatementLines}
     where user_id in (${sql.join(
       [...new Set(companyIds)].map((id) => sql`${id}::uuid`),
       sql`, `,
     )}) and type in ('ESCROW_RELEASE', 'ESCROW_FUND')
     group by user_id`);
  for (const row of result.rows) {
    records.set(row.user_id, { totalPaidOut: Number(row.paid_out), paymentVerified: row.funded === true });
  }
  return records;
}
