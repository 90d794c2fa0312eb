import { placeOfSupplyOf, splitGst } from "@crewlance/contracts/gst";
import { financialYearOf } from "@crewlance/contracts/tax";
import type { AppContext } from "../../../context";
import { taxInvoices } from "../../../db/schema/money-tax";
import { now } from "../../../lib/clock";
import type { TxContext } from "../../../lib/transaction";
import { invoiceCustomerOf } from "./customer";
import { INVOICE_SERIES, nextInvoiceNumber } from "./numbering";

/*
 * Issuing a tax invoice for a fee, or a credit note that refunds (part of) one, in the
 * transaction of the ledger move that charged or refunded it (decision 0088): the move and its
 * document commit together or not at all.
 */

export type FeeKind = "CLIENT_FEE" | "FREELANCER_FEE";
export type InvoiceRow = typeof taxInvoices.$inferSelect;

/** The GST rate and the platform as supplier, as the money core charges them. */
export function gstRates(ctx: AppContext) {
  return { gstRateBps: ctx.config.gst.rateBps, supplierStateCode: ctx.config.gst.stateCode };
}

type Document = {
  kind: InvoiceRow["kind"];
  customerId: string;
  transactionId: string;
  feeKind: FeeKind;
  taxableValue: number;
  /** The GST the ledger moved with it: split here by the place of supply. */
  tax: number;
  description: string;
  originalInvoiceId?: string | null;
};

async function issue(ctx: TxContext, doc: Document): Promise<InvoiceRow> {
  const customer = await invoiceCustomerOf(ctx, doc.customerId);
  const placeOfSupply = placeOfSupplyOf(customer.stateCode, ctx.config.gst.stateCode);
  const split = splitGst(doc.tax, placeOfSupply === ctx.config.gst.stateCode);
  const issuedAt = now();
  const financialYear = financialYearOf(issuedAt);
  const series = INVOICE_SERIES[doc.kind];
  const { sequence, number } = await nextInvoiceNumber(ctx, { series, financialYear });
  const [row] = await ctx.db
    .insert(taxInvoices)
    .values({
      kind: doc.kind,
      series,
      financialYear,
      sequence,
      number,
      customerId: doc.customerId,
      transactionId: doc.transactionId,
      originalInvoiceId: doc.originalInvoiceId ?? null,
      feeKind: doc.feeKind,
      customerName: customer.name,
      customerGstin: customer.gstin,
      customerStateCode: customer.stateCode,
      customerAddress: customer.address,
      placeOfSupply,
      supplierGstin: ctx.config.gst.gstin,
      sacCode: ctx.config.gst.sacCode,
      taxableValue: doc.taxableValue,
      cgst: split.cgst,
      sgst: split.sgst,
      igst: split.igst,
      total: doc.taxableValue + split.tax,
      description: doc.description,
      issuedAt,
    })
    .returning();
  return row!;
}

/** A tax invoice for a fee charged in `transactionId`. */
export function issueFeeInvoice(ctx: TxContext, input: Omit<Document, "kind" | "originalInvoiceId">) {
  return issue(ctx, { ...input, kind: "INVOICE" });
}

/** A credit note for `taxableValue` of `original`'s fee refunded in `transactionId`, with `tax` returned. */
export function issueCreditNote(
  ctx: TxContext,
  input: { original: InvoiceRow; transactionId: string; taxableValue: number; tax: number; description: string },
) {
  return issue(ctx, {
    kind: "CREDIT_NOTE",
    customerId: input.original.customerId,
    transactionId: input.transactionId,
    feeKind: input.original.feeKind,
    taxableValue: input.taxableValue,
    tax: input.tax,
    description: input.description,
    originalInvoiceId: input.original.id,
  });
}
