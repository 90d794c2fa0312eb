import type { TTaxSummary } from "@crewlance/contracts/tax-documents";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { walletStatementLines } from "../../../db/schema/money";
import { taxInvoices, taxWithholdings } from "../../../db/schema/money-tax";
import { financialYearDays, financialYearRange } from "./period";

type Row = Record<string, string | number | null>;
const n = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * One user's year for tax (decision 0090), each figure from the rows that prove it: releases
 * from the ledger's statement lines (dated in India), fees and their GST from the invoices and
 * credit notes issued in the year, TDS and TCS from the withholding rows of the year.
 */
export async function taxSummaryOf(
  ctx: AppContext,
  input: { userId: string; financialYear: string },
): Promise<TTaxSummary> {
  const { userId, financialYear } = input;
  const { from, to } = financialYearRange(financialYear);
  const [releases, invoices, withheld] = await Promise.all([
    releasesOf(ctx, userId, from, to),
    ctx.db.execute<Row>(sql`
      select count(*) filter (where kind = 'INVOICE') as invoices,
             count(*) filter (where kind = 'CREDIT_NOTE') as credit_notes,
             coalesce(sum(case when kind = 'INVOICE' then taxable_value else -taxable_value end), 0) as fees,
             coalesce(sum(case when kind = 'INVOICE' then 1 else -1 end * (cgst + sgst + igst)), 0) as gst
        from ${taxInvoices}
       where customer_id = ${userId} and financial_year = ${financialYear}`),
    ctx.db.execute<Row>(sql`
      select coalesce(sum(amount) filter (where kind = 'TDS'), 0) as tds,
             coalesce(sum(amount) filter (where kind = 'TCS'), 0) as tcs
        from ${taxWithholdings}
       where user_id = ${userId} and financial_year = ${financialYear}`),
  ]);
  const i = invoices.rows[0];
  const w = withheld.rows[0];
  return {
    financialYear,
    ...financialYearDays(financialYear),
    ...releases,
    platformFees: n(i?.fees),
    gstOnFees: n(i?.gst),
    tds: n(w?.tds),
    tcs: n(w?.tcs),
    invoices: n(i?.invoices),
    creditNotes: n(i?.credit_notes),
    currency: "INR",
  };
}

/**
 * Paid: what releases took from the user's escrow for the work, their fee left out (the fees
 * and their GST are the invoices' figures). Received: what releases credited to the user.
 * Earned: each credited release's gross — the TDS row's base (the gross the law taxes) where
 * there is one, else what was credited plus the fee charged (its invoice total, GST in, or the
 * statement line's fee) plus anything withheld.
 */
async function releasesOf(ctx: AppContext, userId: string, from: Date, to: Date) {
  const result = await ctx.db.execute<Row>(sql`
    with lines as (
      select transaction_id, amount, fee
        from ${walletStatementLines}
       where user_id = ${userId} and type = 'ESCROW_RELEASE'
         and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
    ),
    gross as (
      select l.amount,
             coalesce(
               (select w.base from ${taxWithholdings} w
                 where w.transaction_id = l.transaction_id and w.user_id = ${userId} and w.kind = 'TDS'),
               l.amount
                 + coalesce((select i.total from ${taxInvoices} i
                              where i.transaction_id = l.transaction_id and i.customer_id = ${userId}
                                and i.kind = 'INVOICE' and i.fee_kind = 'FREELANCER_FEE'), l.fee)
                 + (select coalesce(sum(w.amount), 0) from ${taxWithholdings} w
                     where w.transaction_id = l.transaction_id and w.user_id = ${userId})
             ) as gross
        from lines l
       where l.amount > 0
    )
    select (select coalesce(-sum(amount + fee), 0) from lines where amount < 0) as paid,
           (select coalesce(sum(amount), 0) from gross) as received,
           (select coalesce(sum(gross), 0) from gross) as earned`);
  const row = result.rows[0];
  return { paid: n(row?.paid), received: n(row?.received), earned: n(row?.earned) };
}
