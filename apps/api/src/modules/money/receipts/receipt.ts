import type { TWalletTransaction } from "@crewlance/contracts/wallet";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

/*
 * A PDF receipt per transaction (pdf-lib: pure JavaScript, so the esbuild bundle of decision 0002
 * carries it). The standard fonts speak WinAnsi only: text outside it (₹, Devanagari names) is
 * written with its nearest ASCII or a "?", and amounts say "INR".
 */

const TYPE_WORDS: Record<TWalletTransaction["type"], string> = {
  DEPOSIT: "Deposit",
  ESCROW_FUND: "Escrow funded",
  ESCROW_RELEASE: "Escrow released",
  ESCROW_REFUND: "Escrow refunded",
  WITHDRAWAL_REQUEST: "Withdrawal requested",
  WITHDRAWAL_PAID: "Withdrawal paid",
  WITHDRAWAL_FAILED: "Withdrawal failed",
  ADJUSTMENT: "Adjustment",
};

const WITHDRAWAL_WORDS: Record<NonNullable<TWalletTransaction["withdrawal"]>["status"], string> = {
  PENDING: "requested, not paid yet",
  PAID: "paid",
  FAILED: "failed, returned to the available balance",
};

export function typeWords(type: TWalletTransaction["type"]): string {
  return TYPE_WORDS[type];
}

/** "INR 1,234.50" / "-INR 1,234.50". */
export function inrText(paise: number): string {
  const rupees = (Math.abs(paise) / 100).toLocaleString("en-IN", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${paise < 0 ? "-" : ""}INR ${rupees}`;
}

export function winAnsi(text: string): string {
  return text
    .replaceAll("₹", "INR ")
    .replaceAll("•", "*")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "?");
}

export type ReceiptInput = {
  transaction: TWalletTransaction;
  /** Who the receipt is for, and the other parties of the transaction. */
  holder: { fullName: string; email: string };
  parties: string[];
};

export async function renderReceipt(input: ReceiptInput): Promise<Uint8Array> {
  const { transaction: t } = input;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Crewlance receipt ${t.number}`);
  pdf.setAuthor("Crewlance");
  pdf.setCreationDate(new Date(t.createdAt));
  const page = pdf.addPage([595.28, 841.89]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (label: string, value: string) => {
    page.drawText(winAnsi(label), { x: 56, y, size: 11, font: bold, color: rgb(0.3, 0.3, 0.3) });
    page.drawText(winAnsi(value).slice(0, 80), { x: 200, y, size: 11, font: regular });
    y -= 22;
  };
  page.drawText("Crewlance", { x: 56, y, size: 22, font: bold, color: rgb(0.85, 0.47, 0.02) });
  y -= 30;
  page.drawText(winAnsi(`Receipt ${t.number}`), { x: 56, y, size: 16, font: bold });
  y -= 36;
  line("Transaction", t.number);
  line("Date (UTC)", t.createdAt.replace("T", " ").replace(/\.\d+Z$/, ""));
  line("Type", typeWords(t.type));
  line("Status", t.status.toLowerCase());
  line("Account holder", `${input.holder.fullName} <${input.holder.email}>`);
  if (input.parties.length > 0) line("Other parties", input.parties.join(", "));
  line("Amount", inrText(t.amount));
  line("Fee", inrText(t.fee));
  if (t.withdrawal) {
    // The request's receipt is the withdrawal's (decision 0079): its amount, where it stands, the bank's reference.
    const words = t.withdrawal.withBank ? "processing with the bank" : WITHDRAWAL_WORDS[t.withdrawal.status];
    line("Withdrawal", `${inrText(t.withdrawal.amount)}, ${words}`);
    if (t.withdrawal.utr) line("UTR", t.withdrawal.utr);
    if (t.withdrawal.failureReason) line("Failure reason", t.withdrawal.failureReason);
  }
  if (t.withheld) {
    // What the release kept back for the tax authorities (decision 0089): the amount above is after it.
    line("TDS withheld", `${inrText(t.withheld.tds)} (Section 194-O)`);
    if (t.withheld.tcs > 0) line("GST TCS withheld", `${inrText(t.withheld.tcs)} (Section 52, CGST Act)`);
  }
  line("Description", t.description);
  if (t.reference) line("Reference", `${t.reference.kind.toLowerCase()}: ${t.reference.label}`);
  y -= 20;
  page.drawText("Amounts are in Indian rupees. This receipt was generated from the Crewlance ledger.", {
    x: 56,
    y,
    size: 9,
    font: regular,
    color: rgb(0.4, 0.4, 0.4),
  });
  return pdf.save();
}
