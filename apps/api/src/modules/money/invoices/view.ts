import type { TTaxInvoice } from "@crewlance/contracts/gst";
import { amountInWords } from "@crewlance/contracts/tax";
import type { AppContext } from "../../../context";
import type { InvoiceRow } from "./issue";

/**
 * An invoice row as the API answers it. The customer, the supplier's GSTIN and every amount are
 * as issued; the supplier's legal name and address are the platform's configuration.
 */
export function toInvoiceView(ctx: AppContext, row: InvoiceRow, originalInvoiceNumber: string | null): TTaxInvoice {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    financialYear: row.financialYear,
    issuedAt: row.issuedAt.toISOString(),
    feeKind: row.feeKind,
    description: row.description,
    supplier: {
      name: ctx.config.gst.legalName,
      gstin: row.supplierGstin,
      stateCode: row.supplierGstin.slice(0, 2),
      address: ctx.config.gst.address,
    },
    customer: {
      name: row.customerName,
      gstin: row.customerGstin,
      stateCode: row.customerStateCode,
      address: row.customerAddress,
    },
    placeOfSupply: row.placeOfSupply,
    sacCode: row.sacCode,
    taxableValue: row.taxableValue,
    cgst: row.cgst,
    sgst: row.sgst,
    igst: row.igst,
    total: row.total,
    totalInWords: amountInWords(row.total),
    transactionId: row.transactionId,
    originalInvoiceNumber,
  };
}
