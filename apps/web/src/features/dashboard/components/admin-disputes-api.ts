import type { TAdminDisputePage, TDispute, TDisputeResolveBody } from "@crewlance/contracts/projects";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/*
 * The admin's disputes queue: open disputes, oldest first, and their resolution.
 * Keys start with the admin's `all` (["admin"]), so the dashboard's admin invalidation covers them.
 */

export const disputeKeys = {
  all: ["admin", "disputes"] as const,
  page: (page: number) => [...disputeKeys.all, { page }] as const,
};

export function openDisputesQuery(page: number) {
  return queryOptions({
    queryKey: disputeKeys.page(page),
    queryFn: ({ signal }) =>
      apiClient
        .get<TAdminDisputePage>("/admin/disputes", { params: { status: "OPEN", page, limit: 20 }, signal })
        .then((response) => response.data.data),
    staleTime: 0,
  });
}

/** Moves the escrow: the key is the attempt's (made when the dialog opens), so a retry moves nothing twice. */
export function resolveDispute({
  id,
  body,
  idempotencyKey,
}: {
  id: string;
  body: TDisputeResolveBody;
  idempotencyKey: string;
}) {
  return apiClient
    .post<TDispute>(`/admin/disputes/${encodeURIComponent(id)}/resolve`, body, {
      headers: { "Idempotency-Key": idempotencyKey },
    })
    .then((response) => response.data);
}
