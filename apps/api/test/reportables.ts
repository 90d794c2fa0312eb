import type { TReportItemKind } from "@crewlance/contracts/safety";
import { registerReportable, resolverOf } from "../src/modules/safety/reportables";
import { loadUserSummaries } from "../src/modules/users";

/**
 * Until the users module registers how to describe a USER report (its listeners.ts), tests of
 * the safety module describe one themselves; once it does, its own resolver answers instead.
 */
export function ensureUserReportable(): void {
  if (hasResolver("USER")) return;
  registerReportable("USER", async (ctx, itemId) => {
    const person = (await loadUserSummaries(ctx, [itemId])).get(itemId);
    if (!person) return null;
    return { ownerId: person.id, label: person.fullName, preview: null, context: async () => [] };
  });
}

function hasResolver(kind: TReportItemKind): boolean {
  try {
    resolverOf(kind);
    return true;
  } catch {
    return false;
  }
}
