import type { TSavedSearch } from "@crewlance/contracts/saved-searches";
import type { savedSearches } from "../../db/schema/alerts";

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** A row as GET /saved-searches answers it. */
export function savedSearchView(row: SavedSearchRow): TSavedSearch {
  const base = {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.kind === "freelancers") {
    return {
      ...base,
      kind: "freelancers",
      alerts: "off",
      query: row.query as Extract<TSavedSearch, { kind: "freelancers" }>["query"],
    };
  }
  return {
    ...base,
    kind: "tasks",
    alerts: row.alerts as Extract<TSavedSearch, { kind: "tasks" }>["alerts"],
    query: row.query as Extract<TSavedSearch, { kind: "tasks" }>["query"],
  };
}
