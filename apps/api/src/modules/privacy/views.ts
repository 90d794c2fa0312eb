import type { TDataExport } from "@crewlance/contracts/privacy";
import type { privacyExports } from "../../db/schema/privacy";

export type ExportRow = typeof privacyExports.$inferSelect;

/** An export as its owner sees it: never the file's path. */
export function exportView(row: ExportRow): TDataExport {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.status === "READY" ? row.size : null,
  };
}
