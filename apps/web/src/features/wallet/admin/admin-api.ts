import type { TAdminUser } from "@crewlance/contracts/admin";
import type { TPagination } from "@crewlance/contracts/common";
import type {
  TAdjustmentBody,
  TAdminWithdrawal,
  TLedgerCheck,
  TSettleWithdrawalBody,
  TWalletAuditEntry,
  TWithdrawal,
  TWithdrawalStatus,
} from "@crewlance/contracts/wallet";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { walletKeys } from "../query-keys";

const data = <T>(response: { data: { data: T } }) => response.data.data;

type Page<T> = { items: T[]; nextCursor: string | null };

export function withdrawalQueueQuery(status: TWithdrawalStatus) {
  return infiniteQueryOptions({
    queryKey: walletKeys.withdrawalQueue({ status }),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiClient
        .get<Page<TAdminWithdrawal>>("/admin/wallet/withdrawals", { params: { status, cursor: pageParam }, signal })
        .then(data),
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

export const auditLogQuery = infiniteQueryOptions({
  queryKey: walletKeys.audit(),
  initialPageParam: null as string | null,
  queryFn: ({ pageParam, signal }) =>
    apiClient
      .get<Page<TWalletAuditEntry>>("/admin/wallet/audit-log", { params: { cursor: pageParam, limit: 10 }, signal })
      .then(data),
  getNextPageParam: (page) => page.nextCursor,
  staleTime: 0,
});

/** Accounts to adjust: the admin users list, searched by name or email. */
export function adjustableUsersQuery(q: string) {
  return queryOptions({
    queryKey: [...walletKeys.admin(), "users", q] as const,
    queryFn: ({ signal }) =>
      apiClient
        .get<{ items: TAdminUser[]; pagination: TPagination }>("/admin/users", { params: { q, limit: 8 }, signal })
        .then(data),
    enabled: q.trim().length >= 2,
  });
}

/** Every money action of an admin carries its own Idempotency-Key, made once per attempt. */
export function settleWithdrawal({
  id,
  body,
  idempotencyKey,
}: {
  id: string;
  body: TSettleWithdrawalBody;
  idempotencyKey: string;
}) {
  return apiClient
    .post<TWithdrawal>(`/admin/wallet/withdrawals/${encodeURIComponent(id)}/settle`, body, {
      headers: { "Idempotency-Key": idempotencyKey },
    })
    .then(data);
}

export function runLedgerCheck() {
  return apiClient.get<TLedgerCheck>("/admin/wallet/ledger-check").then(data);
}

export function createAdjustment({ body, idempotencyKey }: { body: TAdjustmentBody; idempotencyKey: string }) {
  return apiClient
    .post<{ transactionId: string; number: string }>("/admin/wallet/adjustments", body, {
      headers: { "Idempotency-Key": idempotencyKey },
    })
    .then((response) => ({ ...response.data.data, message: response.data.message }));
}
