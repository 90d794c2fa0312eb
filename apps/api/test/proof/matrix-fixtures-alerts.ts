import type { Fixture } from "./matrix-fixtures";

/*
 * The authorization matrix's rows for saved searches (decision 0102): each person's own; another
 * person's is not found.
 */

const TASK_SEARCH = { kind: "tasks", name: "React gigs", alerts: "instant", query: { q: "react" } };

async function savedSearchOf(kit: Parameters<Fixture>[0]) {
  const owner = await kit.user("FREELANCER");
  const saved = await kit.as(owner, "POST", "/api/saved-searches", TASK_SEARCH);
  return { params: { id: saved.id as string }, owner };
}

export const ALERT_FIXTURES: Record<string, Fixture> = {
  "POST /api/saved-searches": async () => ({ json: TASK_SEARCH }),
  "PATCH /api/saved-searches/{id}": async (kit) => ({ ...(await savedSearchOf(kit)), json: { name: "Renamed" } }),
  "DELETE /api/saved-searches/{id}": (kit) => savedSearchOf(kit),
};
