import type { TTaxSummary } from "@crewlance/contracts/tax-documents";
import { inrText } from "../receipts/receipt";
import { TaxPdf } from "./pdf-page";

/** The yearly tax summary as a PDF: the same figures as its JSON and CSV (decision 0090). */
export async function renderSummary(holder: { name: string; email: string }, s: TTaxSummary): Promise<Uint8Array> {
  const doc = await TaxPdf.create(`Yearly tax summary - ${s.financialYear}`);
  doc.line("Account holder", `${holder.name} <${holder.email}>`);
  doc.line("Financial year", `${s.financialYear} (${s.from} to ${s.to})`);
  doc.heading("Money");
  doc.line("Paid for work", inrText(s.paid));
  doc.line("Earned (gross)", inrText(s.earned));
  doc.line("Received in wallet", inrText(s.received));
  doc.heading("Platform fees");
  doc.line("Fees (taxable value)", inrText(s.platformFees));
  doc.line("GST on fees", inrText(s.gstOnFees));
  doc.line("Invoices / credit notes", `${s.invoices} / ${s.creditNotes}`);
  doc.heading("Tax withheld");
  doc.line("TDS (Section 194-O)", inrText(s.tds));
  doc.line("TCS (Section 52)", inrText(s.tcs));
  doc.note("Amounts are in Indian rupees; the year runs 1 April to 31 March in India (Asia/Kolkata).");
  doc.note("Fees and GST are net of credit notes. Generated from the Crewlance ledger.");
  return doc.save();
}
