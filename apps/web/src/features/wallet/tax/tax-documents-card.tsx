import { QUARTER_MONTHS, recentFinancialYears, type TTaxSummary } from "@crewlance/contracts/tax-documents";
import { useMutation, useQuery } from "@tanstack/react-query";
import { FileDown, FileText } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { formatExactPaise } from "@/lib/format";
import { toast } from "@/lib/toast";
import { downloadTaxCertificate, downloadTaxSummary, taxCertificatesQuery, taxSummaryQuery } from "./tax-api";

const YEARS_SHOWN = 4;

type Figure = { key: keyof Omit<TTaxSummary, "financialYear" | "from" | "to" | "currency">; label: string };

/** A company pays; a freelancer earns and has tax withheld: each sees the figures that are theirs. */
const FIGURES: Record<"FREELANCER" | "COMPANY", Figure[]> = {
  FREELANCER: [
    { key: "earned", label: "Earned (gross)" },
    { key: "received", label: "Received in wallet" },
    { key: "platformFees", label: "Platform fees" },
    { key: "gstOnFees", label: "GST on fees" },
    { key: "tds", label: "TDS (Section 194-O)" },
    { key: "tcs", label: "TCS (Section 52)" },
  ],
  COMPANY: [
    { key: "paid", label: "Paid for work" },
    { key: "platformFees", label: "Platform fees" },
    { key: "gstOnFees", label: "GST on fees" },
  ],
};

/**
 * "Tax documents" on /wallet (decision 0090): pick a financial year, read its figures, download
 * them as PDF or CSV; a freelancer also downloads a TDS certificate per quarter tax was deducted.
 */
export function TaxDocumentsCard({ role }: { role: "FREELANCER" | "COMPANY" }) {
  const id = useId();
  const years = recentFinancialYears(new Date(), YEARS_SHOWN);
  const [year, setYear] = useState(years[0]!);
  const summary = useQuery(taxSummaryQuery(year));
  const download = useMutation({
    mutationFn: (format: "pdf" | "csv") => downloadTaxSummary(year, format),
    onError: (error) => toast.error(errorMessage(error, "The summary could not be downloaded.")),
  });
  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-base font-semibold text-fg">
            Tax documents
          </h2>
          <p className="mt-0.5 text-sm text-muted">April to March, for your income tax and GST returns.</p>
        </div>
        <Field label="Financial year" className="w-36">
          {(ids) => (
            <Select {...ids} value={year} onChange={(event) => setYear(event.target.value)}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {summary.isPending ? (
        <Skeleton className="mt-4 h-24" />
      ) : summary.isError ? (
        <p role="alert" className="mt-4 text-sm text-fg">
          {errorMessage(summary.error)}
        </p>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
          {FIGURES[role].map((figure) => (
            <div key={figure.key} className="min-w-0">
              <dt className="text-xs text-muted">{figure.label}</dt>
              <dd className="text-sm font-semibold text-fg tabular-nums" data-testid={`tax-${figure.key}`}>
                {formatExactPaise(summary.data[figure.key])}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => download.mutate("pdf")} disabled={download.isPending}>
          <FileText className="size-4" aria-hidden />
          Summary PDF
        </Button>
        <Button variant="secondary" size="sm" onClick={() => download.mutate("csv")} disabled={download.isPending}>
          <FileDown className="size-4" aria-hidden />
          Summary CSV
        </Button>
      </div>
      {role === "FREELANCER" ? <Certificates year={year} /> : null}
    </Card>
  );
}

/** The quarters of the year in which TDS was deducted, each with its certificate. */
function Certificates({ year }: { year: string }) {
  const query = useQuery(taxCertificatesQuery(year));
  const download = useMutation({
    mutationFn: (quarter: number) => downloadTaxCertificate(year, quarter),
    onError: (error) => toast.error(errorMessage(error, "The certificate could not be downloaded.")),
  });
  return (
    <div className="mt-5 border-t border-line pt-4">
      <h3 className="text-sm font-semibold text-fg">TDS certificates (Form 16A)</h3>
      {query.isPending ? (
        <Skeleton className="mt-3 h-10" />
      ) : query.isError ? (
        <p role="alert" className="mt-2 text-sm text-fg">
          {errorMessage(query.error)}
        </p>
      ) : query.data.items.length === 0 ? (
        <p className="mt-1 text-sm text-muted">No tax was deducted from your payments in {year}.</p>
      ) : (
        <ul className="mt-2 divide-y divide-(--border)">
          {query.data.items.map((c) => (
            <li key={c.quarter} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <div className="min-w-0">
                <p className="text-sm font-medium text-fg">
                  Q{c.quarter} · {QUARTER_MONTHS[c.quarter as 1 | 2 | 3 | 4]}
                </p>
                <p className="text-xs text-muted">
                  {formatExactPaise(c.taxDeducted)} deducted on {formatExactPaise(c.amountPaid)} paid
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => download.mutate(c.quarter)}
                disabled={download.isPending}
                aria-label={`Download the TDS certificate for Q${c.quarter} ${c.financialYear}`}
              >
                <FileDown className="size-4" aria-hidden />
                Certificate
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
