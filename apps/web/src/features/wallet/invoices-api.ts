import type { TInvoiceKind, TInvoiceList } from "@crewlance/contracts/gst";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { downloadWithToken } from "./download";
import { walletKeys } from "./query-keys";

/* Tax invoices and credit notes (decision 0088): the list, each PDF and a financial year's CSV. */

export type InvoiceFilters = { kind: TInvoiceKind | ""; financialYear: string; from: string; to: string };
export const NO_INVOICE_FILTERS: InvoiceFilters = { kind: "", financialYear: "", from: "", to: "" };
export const INVOICES_PAGE_SIZE = 10;

const data = <T>(response: { data: { data: T } }) => response.data.data;

export function invoicesQuery(filters: InvoiceFilters, page: number) {
  const params = {
    kind: filters.kind || undefined,
    financialYear: filters.financialYear || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
    pageSize: INVOICES_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: [...walletKeys.all, "invoices", params] as const,
    queryFn: ({ signal }) => apiClient.get<TInvoiceList>("/wallet/invoices", { params, signal }).then(data),
  });
}

export function downloadInvoicePdf(invoice: { id: string; number: string }) {
  return downloadWithToken(
    `/wallet/invoices/${encodeURIComponent(invoice.id)}/pdf`,
    `crewlance-${invoice.number.replaceAll("/", "-")}.pdf`,
  );
}

export function downloadInvoicesCsv(financialYear: string) {
  return downloadWithToken("/wallet/invoices/export", `crewlance-invoices-${financialYear}.csv`, { financialYear });
}
