import type { TTaxCertificateList, TTaxSummary, TTaxWithholdingKind } from "@crewlance/contracts/tax-documents";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { downloadWithToken } from "../download";
import { walletKeys } from "../query-keys";

/* The tax documents of decision 0090: the yearly summary, TDS certificates, the admin's returns. */

const data = <T>(response: { data: { data: T } }) => response.data.data;

export function taxSummaryQuery(financialYear: string) {
  return queryOptions({
    queryKey: [...walletKeys.all, "tax", "summary", financialYear] as const,
    queryFn: ({ signal }) =>
      apiClient.get<TTaxSummary>("/wallet/tax/summary", { params: { financialYear }, signal }).then(data),
  });
}

export function taxCertificatesQuery(financialYear: string) {
  return queryOptions({
    queryKey: [...walletKeys.all, "tax", "certificates", financialYear] as const,
    queryFn: ({ signal }) =>
      apiClient.get<TTaxCertificateList>("/wallet/tax/certificates", { params: { financialYear }, signal }).then(data),
  });
}

export function downloadTaxSummary(financialYear: string, format: "pdf" | "csv") {
  return downloadWithToken(`/wallet/tax/summary.${format}`, `crewlance-tax-summary-${financialYear}.${format}`, {
    financialYear,
  });
}

export function downloadTaxCertificate(financialYear: string, quarter: number) {
  return downloadWithToken(
    `/wallet/tax/certificates/${encodeURIComponent(financialYear)}/${quarter}.pdf`,
    `crewlance-tds-certificate-${financialYear}-Q${quarter}.pdf`,
  );
}

export function downloadTaxReturn(input: { financialYear: string; quarter: number; kind: TTaxWithholdingKind }) {
  return downloadWithToken(
    "/admin/tax/returns",
    `crewlance-${input.kind.toLowerCase()}-return-${input.financialYear}-Q${input.quarter}.csv`,
    { financialYear: input.financialYear, quarter: String(input.quarter), kind: input.kind },
  );
}
