import { sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { rupeesText } from "../ledger/accounts";

export type InvoiceProblem = { transactionId: string | null; problem: string };

/**
 * The ledger check's part for GST (decision 0088): every client fee charged on a funding and every
 * freelancer fee kept on a release since the tax rules began (tax_rules_start) has its tax invoice
 * for that fee; the GST every transaction moved to or from GST_PAYABLE equals the
 * tax of its invoices less its credit notes; every series counts 1, 2, 3 … up to its sequence row.
 */
export async function invoiceProblems(ctx: AppContext): Promise<InvoiceProblem[]> {
  const [uninvoiced, untaxed, gaps] = await Promise.all([
    ctx.db.execute<{ transaction_id: string; fee: string }>(sql`
      select l.transaction_id, l.fee
        from wallet_statement_lines as l
       where l.fee > 0
         -- fees charged before the tax rules began were never invoiced (decision 0088)
         and (select number from wallet_transactions as t where t.id = l.transaction_id)
             >= (select first_transaction_number from tax_rules_start)
         -- the client fee is invoiced when funding charges it; a release invoices the freelancer's
         and (l.type = 'ESCROW_FUND' or (l.type = 'ESCROW_RELEASE' and l.account = 'AVAILABLE'))
         and not exists (select 1 from tax_invoices as i
                          where i.transaction_id = l.transaction_id and i.customer_id = l.user_id
                            and i.kind = 'INVOICE' and i.taxable_value = l.fee)
       limit 100`),
    ctx.db.execute<{ transaction_id: string; moved: string | null; invoiced: string | null }>(sql`
      with moved as (
        select e.transaction_id, sum(e.amount) as amount
          from wallet_entries as e join wallet_accounts as a on a.id = e.account_id
         where a.kind = 'GST_PAYABLE'
         group by e.transaction_id),
      invoiced as (
        select transaction_id,
               sum(case when kind = 'INVOICE' then cgst + sgst + igst else -(cgst + sgst + igst) end) as amount
          from tax_invoices group by transaction_id)
      select coalesce(m.transaction_id, i.transaction_id) as transaction_id, m.amount as moved, i.amount as invoiced
        from moved as m full join invoiced as i on i.transaction_id = m.transaction_id
       where coalesce(m.amount, 0) <> coalesce(i.amount, 0)
       limit 100`),
    ctx.db.execute<{
      series: string;
      financial_year: string;
      issued: string;
      highest: string | null;
      last: string | null;
    }>(sql`
      select coalesce(i.series, s.series) as series, coalesce(i.financial_year, s.financial_year) as financial_year,
             coalesce(i.issued, 0) as issued, i.highest, s.last_number as last
        from (select series, financial_year, count(*) as issued, max(sequence) as highest
                from tax_invoices group by series, financial_year) as i
        full join tax_invoice_sequences as s on s.series = i.series and s.financial_year = i.financial_year
       where coalesce(i.issued, 0) <> coalesce(s.last_number, -1) or coalesce(i.highest, 0) <> coalesce(i.issued, 0)
       limit 100`),
  ]);
  return [
    ...uninvoiced.rows.map((row) => ({
      transactionId: row.transaction_id,
      problem: `A fee of ${rupeesText(Number(row.fee))} has no tax invoice.`,
    })),
    ...untaxed.rows.map((row) => ({
      transactionId: row.transaction_id,
      problem: `GST_PAYABLE moved ${rupeesText(Number(row.moved ?? 0))} but its invoices and credit notes carry ${rupeesText(Number(row.invoiced ?? 0))}.`,
    })),
    ...gaps.rows.map((row) => ({
      transactionId: null,
      problem: `Series ${row.series}/${row.financial_year} has ${row.issued} documents numbered up to ${row.highest ?? 0}, and its counter stands at ${row.last ?? "nothing"}.`,
    })),
  ];
}
