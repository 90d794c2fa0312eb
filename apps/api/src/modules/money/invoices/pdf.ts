import type { TTaxInvoice } from "@crewlance/contracts/gst";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { inrText, winAnsi } from "../receipts/receipt";

/*
 * A tax invoice or credit note as a PDF (pdf-lib, like the receipts): what Rule 46 (invoice) and
 * Rule 53 (credit note) of the CGST Rules ask a document to carry — supplier and recipient with
 * their GSTINs, number and date, SAC, taxable value, the tax by rate and kind, place of supply, the
 * total in words (decision 0088).
 */

const TITLES: Record<TTaxInvoice["kind"], string> = { INVOICE: "Tax invoice", CREDIT_NOTE: "Credit note" };
const FEE_WORDS: Record<TTaxInvoice["feeKind"], string> = {
  CLIENT_FEE: "Crewlance client fee (online marketplace service)",
  FREELANCER_FEE: "Crewlance freelancer fee (online marketplace service)",
};

type Pen = { page: PDFPage; regular: PDFFont; bold: PDFFont; y: number };

function text(pen: Pen, value: string, x: number, options: { size?: number; bold?: boolean } = {}) {
  pen.page.drawText(winAnsi(value).slice(0, 95), {
    x,
    y: pen.y,
    size: options.size ?? 10,
    font: options.bold ? pen.bold : pen.regular,
  });
}

function row(pen: Pen, label: string, value: string) {
  pen.page.drawText(winAnsi(label), { x: 56, y: pen.y, size: 10, font: pen.bold, color: rgb(0.3, 0.3, 0.3) });
  text(pen, value, 200);
  pen.y -= 17;
}

function amountRow(pen: Pen, label: string, paise: number, bold = false) {
  text(pen, label, 56, { bold });
  const value = inrText(paise);
  const width = (bold ? pen.bold : pen.regular).widthOfTextAtSize(value, 10);
  text(pen, value, 539 - width, { bold });
  pen.y -= 17;
}

export async function renderInvoice(invoice: TTaxInvoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Crewlance ${TITLES[invoice.kind].toLowerCase()} ${invoice.number}`);
  pdf.setAuthor(invoice.supplier.name);
  pdf.setCreationDate(new Date(invoice.issuedAt));
  const page = pdf.addPage([595.28, 841.89]); // A4
  const pen: Pen = {
    page,
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    y: 780,
  };
  page.drawText("Crewlance", { x: 56, y: pen.y, size: 22, font: pen.bold, color: rgb(0.85, 0.47, 0.02) });
  pen.y -= 30;
  text(pen, `${TITLES[invoice.kind]} ${invoice.number}`, 56, { size: 16, bold: true });
  pen.y -= 30;
  row(pen, "Date", invoice.issuedAt.slice(0, 10));
  if (invoice.originalInvoiceNumber) row(pen, "Against invoice", invoice.originalInvoiceNumber);
  pen.y -= 6;
  row(pen, "Supplier", invoice.supplier.name);
  row(pen, "Supplier GSTIN", invoice.supplier.gstin);
  row(pen, "Supplier address", invoice.supplier.address ?? "");
  pen.y -= 6;
  row(pen, "Recipient", invoice.customer.name);
  row(pen, "Recipient GSTIN", invoice.customer.gstin ?? "Unregistered");
  if (invoice.customer.address) row(pen, "Recipient address", invoice.customer.address);
  row(pen, "Place of supply", `State code ${invoice.placeOfSupply}`);
  pen.y -= 6;
  row(pen, "Service", FEE_WORDS[invoice.feeKind]);
  row(pen, "SAC", invoice.sacCode);
  row(pen, "Description", invoice.description);
  pen.y -= 10;
  page.drawLine({ start: { x: 56, y: pen.y + 12 }, end: { x: 539, y: pen.y + 12 }, thickness: 0.5 });
  amountRow(pen, "Taxable value", invoice.taxableValue);
  if (
    invoice.igst > 0 ||
    (invoice.cgst === 0 && invoice.sgst === 0 && invoice.placeOfSupply !== invoice.supplier.stateCode)
  ) {
    amountRow(pen, "IGST", invoice.igst);
  } else {
    amountRow(pen, "CGST", invoice.cgst);
    amountRow(pen, "SGST", invoice.sgst);
  }
  amountRow(pen, invoice.kind === "INVOICE" ? "Total" : "Total credited", invoice.total, true);
  text(pen, invoice.totalInWords, 56);
  pen.y -= 30;
  page.drawText(
    "Amounts are in Indian rupees. Tax is not payable on reverse charge. Generated from the Crewlance ledger.",
    {
      x: 56,
      y: pen.y,
      size: 8,
      font: pen.regular,
      color: rgb(0.4, 0.4, 0.4),
    },
  );
  return pdf.save();
}
