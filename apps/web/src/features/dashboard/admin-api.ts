import type { TAdminAuditEntry, TAdminDatabase, TAdminUser } from "@crewlance/contracts/admin";
import type { TPagination } from "@crewlance/contracts/common";
import type { TRole, TUserStatus } from "@crewlance/contracts/enums";
import type { TErrorEnvelope } from "@crewlance/contracts/envelope";
import type { TMakeAdmin } from "@crewlance/contracts/safety";
import { queryOptions } from "@tanstack/react-query";
import { config } from "@/config";
import { ApiError, apiClient } from "@/lib/api-client";
import { useAuthStore } from "@/lib/session/auth-store";
import { adminKeys } from "./query-keys";

type AdminUserFilters = { page: number; q?: string; role?: TRole; status?: TUserStatus };
type AdminUserPage = { items: TAdminUser[]; pagination: TPagination };

export function adminUsersQuery(filters: AdminUserFilters) {
  return queryOptions({
    queryKey: adminKeys.users(filters),
    queryFn: ({ signal }) =>
      apiClient.get<AdminUserPage>("/admin/users", { params: { ...filters }, signal }).then((res) => res.data.data),
    staleTime: 0,
  });
}

type AdminAuditLogPage = { items: TAdminAuditEntry[]; pagination: TPagination };

/** Admin reads of disputed projects (decision 0080), newest first. */
export function adminAuditLogQuery(page: number) {
  return queryOptions({
    queryKey: adminKeys.auditLog(page),
    queryFn: ({ signal }) =>
      apiClient.get<AdminAuditLogPage>("/admin/audit-log", { params: { page }, signal }).then((res) => res.data.data),
    staleTime: 0,
  });
}

/** Where this instance reads, and its read replicas (decision 0107); refreshed while the panel is open. */
export function adminDatabaseQuery() {
  return queryOptions({
    queryKey: adminKeys.database(),
    queryFn: ({ signal }) => apiClient.get<TAdminDatabase>("/admin/database", { signal }).then((res) => res.data.data),
    staleTime: 0,
    refetchInterval: 10_000,
  });
}

export type AdminAction = "suspend" | "restore" | "verify";

/** Runs one row action; resolves with the server's sentence for the toast. */
export function runAdminAction(action: AdminAction, userId: string): Promise<string> {
  const id = encodeURIComponent(userId);
  const path = action === "verify" ? `/admin/companies/${id}/verify` : `/admin/users/${id}/${action}`;
  // An empty JSON object: the API refuses a bodiless request that declares JSON.
  return apiClient.post<TAdminUser>(path, {}).then((res) => res.data.message ?? "Done.");
}

/** POST /admin/users/{id}/make-admin; resolves with the server's sentence for the toast. */
export function makeAdmin({ userId, body }: { userId: string; body: TMakeAdmin }): Promise<string> {
  return apiClient
    .post<TAdminUser>(`/admin/users/${encodeURIComponent(userId)}/make-admin`, body)
    .then((res) => res.data.message ?? "They are an admin now.");
}

/**
 * The registration certificate as a blob: the endpoint needs the bearer token, which a plain
 * link cannot send.
 */
export async function fetchCompanyCertificate(companyUserId: string): Promise<Blob> {
  const token = useAuthStore.getState().accessToken;
  const response = await fetch(`${config.apiRoot}/admin/companies/${encodeURIComponent(companyUserId)}/certificate`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as TErrorEnvelope | null;
    throw new ApiError(
      response.status,
      body && typeof body.message === "string"
        ? body
        : { success: false, code: "HTTP_ERROR", message: "The certificate could not be opened." },
    );
  }
  return response.blob();
}
