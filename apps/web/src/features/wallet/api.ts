import type { TTaxProfileView } from "@crewlance/contracts/tax";
import type {
  TDepositResponse,
  TWalletFees,
  TWalletMonthly,
  TWalletSummary,
  TWalletTransactionPage,
  TWithdrawal,
  TWithdrawalBody,
  TWithdrawalMethod,
} from "@crewlance/contracts/wallet";
import { WALLET_TRANSACTIONS_PAGE_SIZE } from "@crewlance/contracts/wallet";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { downloadWithToken } from "./download";
import type { TransactionFilters } from "./filters";
import { walletKeys } from "./query-keys";

const data = <T>(response: { data: { data: T } }) => response.data.data;

export const walletSummaryQuery = queryOptions({
  queryKey: walletKeys.summary(),
  queryFn: ({ signal }) => apiClient.get<TWalletSummary>("/wallet", { signal }).then(data),
});

export const walletFeesQuery = queryOptions({
  queryKey: walletKeys.fees(),
  queryFn: ({ signal }) => apiClient.get<TWalletFees>("/wallet/fees", { signal }).then(data),
  staleTime: 5 * 60_000,
});

export const walletMonthlyQuery = queryOptions({
  queryKey: walletKeys.monthly(),
  queryFn: ({ signal }) =>
    apiClient.get<TWalletMonthly>("/wallet/summary/monthly", { params: { months: 12 }, signal }).then(data),
});

export const withdrawalsQuery = queryOptions({
  queryKey: walletKeys.withdrawals(),
  queryFn: ({ signal }) => apiClient.get<{ items: TWithdrawal[] }>("/wallet/withdrawals", { signal }).then(data),
});

export const withdrawalMethodsQuery = queryOptions({
  queryKey: walletKeys.methods(),
  queryFn: ({ signal }) =>
    apiClient.get<{ items: TWithdrawalMethod[] }>("/wallet/withdrawal-methods", { signal }).then(data),
});

/**
 * Whether the viewer's PAN is verified, for the withdrawal screen's TDS warning (decision 0086);
 * the tax profile screen owns the profile itself.
 */
export const panStandingQuery = queryOptions({
  queryKey: walletKeys.panStanding(),
  queryFn: ({ signal }) =>
    apiClient
      .get<TTaxProfileView>("/tax-profile", { signal })
      .then((response) => ({ panVerified: response.data.data.profile?.panVerified ?? false })),
  staleTime: 60_000,
});

/** The filters as GET /wallet/transactions (and its CSV) take them; blanks are left out. */
function transactionParams(filters: TransactionFilters) {
  return { type: filters.type || undefined, from: filters.from || undefined, to: filters.to || undefined };
}

export function transactionsQuery(filters: TransactionFilters) {
  const params = transactionParams(filters);
  return infiniteQueryOptions({
    queryKey: walletKeys.transactions(params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiClient
        .get<TWalletTransactionPage>("/wallet/transactions", {
          params: { ...params, cursor: pageParam, limit: WALLET_TRANSACTIONS_PAGE_SIZE },
          signal,
        })
        .then(data),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** POST /wallet/deposits; the key is the attempt's, so a retry of the same attempt moves nothing twice. */
export function createDeposit({ amount, idempotencyKey }: { amount: number; idempotencyKey: string }) {
  return apiClient
    .post<TDepositResponse>("/wallet/deposits", { amount }, { headers: { "Idempotency-Key": idempotencyKey } })
    .then(data);
}

export function createWithdrawal({ body, idempotencyKey }: { body: TWithdrawalBody; idempotencyKey: string }) {
  return apiClient
    .post<TWithdrawal>("/wallet/withdrawals", body, { headers: { "Idempotency-Key": idempotencyKey } })
    .then(data);
}

export function downloadReceipt(transaction: { id: string; number: string }) {
  return downloadWithToken(
    `/wallet/transactions/${encodeURIComponent(transaction.id)}/receipt`,
    `receipt-${transaction.number}.pdf`,
  );
}

export function downloadTransactionsCsv(filters: TransactionFilters) {
  return downloadWithToken("/wallet/transactions.csv", "crewlance-transactions.csv", transactionParams(filters));
}
