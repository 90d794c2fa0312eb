import type { TTaxInvoice } from "@crewlance/contracts/gst";
import { FileDown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatExactPaise } from "@/lib/format";
import { formatDate } from "../labels";

const FEE_LABEL: Record<TTaxInvoice["feeKind"], string> = {
  CLIENT_FEE: "Client fee",
  FREELANCER_FEE: "Freelancer fee",
};

/** The tax lines in a few words: "IGST ₹405.00" or "CGST ₹202.50 + SGST ₹202.50". */
export function taxWords(invoice: TTaxInvoice): string {
  if (invoice.igst > 0) return `IGST ${formatExactPaise(invoice.igst)}`;
  return `CGST ${formatExactPaise(invoice.cgst)} + SGST ${formatExactPaise(invoice.sgst)}`;
}

type InvoiceRowProps = { invoice: TTaxInvoice; onPdf: (invoice: TTaxInvoice) => void; downloading: boolean };

/** One tax invoice or credit note: number, date, what it is for, its tax and total, and its PDF. */
export function InvoiceRow({ invoice, onPdf, downloading }: InvoiceRowProps) {
  const credit = invoice.kind === "CREDIT_NOTE";
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-fg tabular-nums">{invoice.number}</span>
          <Badge tone={credit ? "warning" : "neutral"}>{credit ? "Credit note" : "Tax invoice"}</Badge>
        </div>
        <p className="mt-0.5 text-sm text-muted sm:truncate">
          {formatDate(invoice.issuedAt)} · {FEE_LABEL[invoice.feeKind]} {formatExactPaise(invoice.taxableValue)} ·{" "}
          {taxWords(invoice)}
          {invoice.originalInvoiceNumber ? ` · against ${invoice.originalInvoiceNumber}` : ""}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <span className="font-semibold text-fg tabular-nums">
          {credit ? "−" : ""}
          {formatExactPaise(invoice.total)}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPdf(invoice)}
          disabled={downloading}
          aria-label={`Download ${credit ? "credit note" : "invoice"} ${invoice.number} as PDF`}
        >
          <FileDown className="size-4" aria-hidden />
          {downloading ? "Downloading..." : "PDF"}
        </Button>
      </div>
    </li>
  );
}
