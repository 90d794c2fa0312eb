import type { TTaxSummary, TTaxWithholdingKind } from "@crewlance/contracts/tax-documents";
import { csvCell as cell, csvDocument, csvRupees as rupees } from "../../../lib/csv";
import { istDayMonthYear } from "./period";
import type { ReturnLine } from "./returns";

/*
 * The CSVs of decision 0090: amounts in rupees with two decimals, rates in percent, dates
 * day-month-year in India; every text cell goes through lib/csv's csvCell(), which quotes it
 * and defuses a leading = + - @ so a spreadsheet never runs a name as a formula.
 */

const percent = (bps: number) => (bps / 100).toFixed(2);

/** Deductees without a PAN are reported with this in its place, as the return's format asks. */
export const PAN_NOT_AVAILABLE = "PANNOTAVBL";

export const TDS_RETURN_COLUMNS = [
  "serial",
  "deductee_pan",
  "deductee_name",
  "section",
  "date_of_payment",
  "amount_paid_inr",
  "rate_percent",
  "tax_deducted_inr",
  "transaction_number",
];

export const TCS_RETURN_COLUMNS = [
  "serial",
  "supplier_pan",
  "supplier_gstin",
  "supplier_name",
  "section",
  "date_of_payment",
  "net_taxable_value_inr",
  "rate_percent",
  "tax_collected_inr",
  "igst_inr",
  "cgst_inr",
  "sgst_inr",
  "transaction_number",
];

/** A quarter's TDS (Form 26Q-like, Section 194-O) or TCS (GSTR-8-like, Section 52) return. */
export function returnCsv(kind: TTaxWithholdingKind, lines: ReturnLine[]): string {
  const rows = lines.map((line, index) => {
    const pan = cell(line.pan ?? PAN_NOT_AVAILABLE);
    const common = [cell(line.section), cell(istDayMonthYear(line.paidAt)), rupees(line.base), percent(line.rateBps)];
    return kind === "TDS"
      ? [String(index + 1), pan, cell(line.name), ...common, rupees(line.amount), String(line.transactionNumber)]
      : [
          String(index + 1),
          pan,
          cell(line.gstin ?? ""),
          cell(line.name),
          ...common,
          rupees(line.amount),
          ...(line.split ? [rupees(line.split.igst), rupees(line.split.cgst), rupees(line.split.sgst)] : ["", "", ""]),
          String(line.transactionNumber),
        ];
  });
  return csvDocument(kind === "TDS" ? TDS_RETURN_COLUMNS : TCS_RETURN_COLUMNS, rows);
}

/** The yearly summary: one figure per row, so it reads as well in a spreadsheet as on paper. */
export function summaryCsv(summary: TTaxSummary): string {
  const figures: [string, number][] = [
    ["paid_inr", summary.paid],
    ["earned_gross_inr", summary.earned],
    ["received_inr", summary.received],
    ["platform_fees_inr", summary.platformFees],
    ["gst_on_fees_inr", summary.gstOnFees],
    ["tds_inr", summary.tds],
    ["tcs_inr", summary.tcs],
  ];
  return csvDocument(
    ["item", "value"],
    [
      ["financial_year", cell(summary.financialYear)],
      ["from", cell(summary.from)],
      ["to", cell(summary.to)],
      ...figures.map(([name, paise]) => [name, rupees(paise)]),
      ["invoices", String(summary.invoices)],
      ["credit_notes", String(summary.creditNotes)],
    ],
  );
}
