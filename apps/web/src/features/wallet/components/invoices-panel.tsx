import type { TTaxInvoice } from "@crewlance/contracts/gst";
import { financialYearOf } from "@crewlance/contracts/tax";
import { useMutation, useQuery } from "@tanstack/react-query";
import { AlertCircle, Download, FileText, SearchX } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import {
  downloadInvoicePdf,
  downloadInvoicesCsv,
  INVOICES_PAGE_SIZE,
  type InvoiceFilters,
  invoicesQuery,
  NO_INVOICE_FILTERS,
} from "../invoices-api";
import { InvoiceFiltersBar } from "./invoice-filters";
import { InvoiceRow } from "./invoice-row";
import { ListSkeleton } from "./list-skeleton";

/** This financial year and the two before it: "2026-27", "2025-26", "2024-25". */
function recentYears(today: Date): string[] {
  const start = Number(financialYearOf(today).slice(0, 4));
  return [0, 1, 2].map((back) => `${start - back}-${String((start - back + 1) % 100).padStart(2, "0")}`);
}

/**
 * GET /wallet/invoices: the tax invoice of every fee the viewer paid and the credit note of every
 * fee refunded (decision 0088), filtered, a page at a time, each as a PDF, and a year's export.
 */
export function InvoicesPanel() {
  const [filters, setFilters] = useState<InvoiceFilters>(NO_INVOICE_FILTERS);
  const [page, setPage] = useState(1);
  const years = recentYears(new Date());
  const rangeProblem =
    filters.from && filters.to && filters.from > filters.to ? "Pick a date on or after From." : undefined;
  const query = useQuery({ ...invoicesQuery(filters, page), enabled: !rangeProblem });
  const pdf = useMutation({
    mutationFn: downloadInvoicePdf,
    onError: (error) => toast.error(errorMessage(error, "The invoice could not be downloaded.")),
  });
  const exportYear = filters.financialYear || years[0]!;
  const csv = useMutation({
    mutationFn: () => downloadInvoicesCsv(exportYear),
    onError: (error) => toast.error(errorMessage(error, "The export could not be downloaded.")),
  });
  const change = (patch: Partial<InvoiceFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const items = query.data?.items ?? [];
  const totalPages = Math.max(1, Math.ceil((query.data?.total ?? 0) / INVOICES_PAGE_SIZE));

  return (
    <Card className="p-0" role="region" aria-labelledby="invoices-heading">
      <div className="flex flex-col gap-4 border-b border-line p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h2 id="invoices-heading" className="text-base font-semibold text-fg">
              Tax invoices
            </h2>
            <p className="text-sm text-muted">
              GST invoices for the fees you paid, and credit notes for fees refunded.
            </p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => csv.mutate()} disabled={csv.isPending}>
            <Download className="size-4" aria-hidden />
            {csv.isPending ? "Exporting..." : `Export ${exportYear} CSV`}
          </Button>
        </div>
        <InvoiceFiltersBar filters={filters} years={years} onChange={change} rangeProblem={rangeProblem} />
      </div>
      {rangeProblem ? (
        <EmptyState
          compact
          className="m-4 border-0"
          icon={SearchX}
          title="Check the dates"
          description={rangeProblem}
        />
      ) : query.isPending ? (
        <ListSkeleton label="Loading invoices" rows={3} />
      ) : query.isError ? (
        <EmptyState
          compact
          className="m-4 border-0"
          icon={AlertCircle}
          title="Could not load your invoices"
          description={errorMessage(query.error)}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          compact
          className="m-4 border-0"
          icon={FileText}
          title={Object.values(filters).some(Boolean) ? "No invoices match" : "No tax invoices yet"}
          description="Each platform fee you pay gets a GST tax invoice here; a refunded fee gets a credit note."
        />
      ) : (
        <>
          <ul aria-label="Tax invoices" aria-busy={query.isFetching} className="divide-y divide-(--border)">
            {items.map((invoice: TTaxInvoice) => (
              <InvoiceRow
                key={invoice.id}
                invoice={invoice}
                onPdf={(row) => pdf.mutate(row)}
                downloading={pdf.isPending && pdf.variables?.id === invoice.id}
              />
            ))}
          </ul>
          {totalPages > 1 ? (
            <div className="border-t border-line p-4">
              <Pagination page={page} totalPages={totalPages} onPageChange={setPage} disabled={query.isFetching} />
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
