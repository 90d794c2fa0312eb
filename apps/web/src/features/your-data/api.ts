import type {
  TAccountDeleted,
  TAccountDeletionRequest,
  TDataExport,
  TLatestDataExport,
} from "@crewlance/contracts/privacy";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { fetchBlob, saveBlob } from "@/lib/download";

export const yourDataKeys = { all: ["your-data"] as const, latestExport: () => ["your-data", "export"] as const };

/** How often the card asks again while an export is being prepared. */
const PREPARING_POLL_MS = 5_000;

/** GET /account/export: the latest export and where it stands. */
export const latestExportQuery = queryOptions({
  queryKey: yourDataKeys.latestExport(),
  queryFn: () => apiClient.get<TLatestDataExport>("/account/export").then((response) => response.data.data.export),
  refetchInterval: (query) => (query.state.data?.status === "QUEUED" ? PREPARING_POLL_MS : false),
});

/** POST /account/export: starts one, or answers the one being prepared. */
export function requestExport(): Promise<TDataExport> {
  return apiClient.post<TDataExport>("/account/export", {}).then((response) => response.data.data);
}

/** GET /account/export/{id}/download, saved as the ZIP the API names. */
export async function downloadExport(item: TDataExport): Promise<void> {
  const blob = await fetchBlob(`/account/export/${item.id}/download`, "Your data could not be downloaded.");
  saveBlob(blob, `crewlance-data-${item.requestedAt.slice(0, 10)}.zip`);
}

/** POST /account/deletion */
export function deleteAccount(body: TAccountDeletionRequest): Promise<TAccountDeleted> {
  return apiClient.post<TAccountDeleted>("/account/deletion", body).then((response) => response.data.data);
}
