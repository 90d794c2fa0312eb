import type { TWalletReference } from "@crewlance/contracts/wallet";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { taxInvoices } from "../../../db/schema/money-tax";
import type { InvoiceRow } from "./issue";

/**
 * The client-fee invoice of the funding a refund gives back: the ESCROW_FUND transaction of the
 * same reference (a milestone is funded once, under one key), the GST_PAYABLE shard its tax went
 * to (a credit note takes it back from there, so no shard goes below zero), and the tax already
 * credited against it. Null when there was none: no reference, or funded before GST (decision 0088).
 */
export async function fundInvoiceOf(
  ctx: AppContext,
  input: { companyId: string; reference: TWalletReference | null | undefined },
): Promise<{ invoice: InvoiceRow; gstShard: number | null; creditedTax: number } | null> {
  if (!input.reference) return null;
  const { rows } = await ctx.db.execute<{ id: string; gst_account: string | null; credited: string | number }>(sql`
    select i.id,
           (select e.account_id from wallet_entries as e join wallet_accounts as a on a.id = e.account_id
             where e.transaction_id = t.id and a.kind = 'GST_PAYABLE' limit 1) as gst_account,
           coalesce((select sum(c.cgst + c.sgst + c.igst) from tax_invoices as c where c.original_invoice_id = i.id), 0) as credited
      from wallet_transactions as t
      join tax_invoices as i on i.transaction_id = t.id and i.kind = 'INVOICE' and i.customer_id = ${input.companyId}
     where t.type = 'ESCROW_FUND' and t.reference_kind = ${input.reference.kind} and t.reference_id = ${input.reference.id}
     order by t.created_at desc
     limit 1`);
  const found = rows[0];
  if (!found) return null;
  const [invoice] = await ctx.db.select().from(taxInvoices).where(eq(taxInvoices.id, found.id)).limit(1);
  if (!invoice) return null;
  return {
    invoice,
    gstShard: found.gst_account ? Number.parseInt(found.gst_account.slice(-2), 16) : null,
    creditedTax: Number(found.credited),
  };
}
