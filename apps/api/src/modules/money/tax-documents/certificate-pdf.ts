import { amountInWords } from "@crewlance/contracts/tax";
import { QUARTER_MONTHS } from "@crewlance/contracts/tax-documents";
import type { Config } from "../../../config";
import { inrText } from "../receipts/receipt";
import type { CertificateData } from "./certificates";
import { TaxPdf } from "./pdf-page";
import { istDayMonthYear, quarterRange } from "./period";

/**
 * A certificate of tax deducted at source, shaped like Form 16A (Rule 31): the deductor (the
 * platform), the deductee, the period, each payment with its date, amount, rate, TDS and
 * section, the totals and the total in words (decision 0090).
 */
export async function renderCertificate(config: Config, data: CertificateData): Promise<Uint8Array> {
  const doc = await TaxPdf.create(`TDS certificate (Form 16A) - ${data.financialYear} Q${data.quarter}`);
  const { from, to } = quarterRange(data.financialYear, data.quarter);
  const months = QUARTER_MONTHS[data.quarter as 1 | 2 | 3 | 4];
  doc.heading("Deductor");
  doc.line("Name", config.gst.legalName);
  doc.line("TAN", config.taxDocuments.tan);
  doc.line("PAN", config.taxDocuments.pan);
  doc.line("Address", config.gst.address);
  doc.heading("Deductee");
  doc.line("Name", data.deductee.name);
  doc.line("PAN", data.deductee.pan ?? "PANNOTAVBL (not given: deducted at the higher rate)");
  doc.heading("Period");
  doc.line("Financial year", data.financialYear);
  doc.line("Quarter", `Q${data.quarter} (${months})`);
  doc.line("From - to", `${istDayMonthYear(from)} to ${istDayMonthYear(new Date(to.getTime() - 1))}`);
  doc.heading("Payments and tax deducted");
  doc.table(
    [
      { title: "Date", x: 48 },
      { title: "Transaction", x: 120 },
      { title: "Section", x: 200 },
      { title: "Amount paid", x: 360, align: "right" },
      { title: "Rate", x: 420, align: "right" },
      { title: "TDS", x: 540, align: "right" },
    ],
    data.payments.map((p) => [
      istDayMonthYear(p.paidAt),
      `#${p.transactionNumber}`,
      p.section,
      inrText(p.amountPaid),
      `${(p.rateBps / 100).toFixed(2)}%`,
      inrText(p.taxDeducted),
    ]),
    ["Total", "", "", inrText(data.totalPaid), "", inrText(data.totalDeducted)],
  );
  doc.line("Tax deducted in words", amountInWords(data.totalDeducted));
  doc.note("Amounts are in Indian rupees; dates are in India (Asia/Kolkata).");
  doc.note("Generated from the Crewlance ledger. Tally it with Form 26AS before you file your return.");
  return doc.save();
}
