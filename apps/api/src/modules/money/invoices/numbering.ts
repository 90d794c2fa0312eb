import { sql } from "drizzle-orm";
import type { TxContext } from "../../../lib/transaction";

/** "CL" numbers tax invoices, "CN" credit notes: each its own gapless series per financial year (decision 0088). */
export const INVOICE_SERIES = { INVOICE: "CL", CREDIT_NOTE: "CN" } as const;

/**
 * Takes the next number of a series in a financial year: the sequence row is created or bumped
 * in the caller's transaction, and its row lock holds every other issuer of that series until
 * this transaction ends. A rollback undoes the bump with the invoice, so numbers never skip;
 * the lock means two issuers never read the same last number, so they never repeat.
 */
export async function nextInvoiceNumber(
  ctx: TxContext,
  input: { series: string; financialYear: string },
): Promise<{ sequence: number; number: string }> {
  const { rows } = await ctx.db.execute<{ last_number: number | string }>(sql`
    insert into tax_invoice_sequences (series, financial_year, last_number)
    values (${input.series}, ${input.financialYear}, 1)
    on conflict (series, financial_year)
    do update set last_number = tax_invoice_sequences.last_number + 1
    returning last_number`);
  const sequence = Number(rows[0]!.last_number);
  return { sequence, number: `${input.series}/${input.financialYear}/${String(sequence).padStart(6, "0")}` };
}
