import type { TTaxProfileChange } from "@crewlance/contracts/tax";
import { desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { taxProfileChanges } from "../../db/schema/tax";
import { now } from "../../lib/clock";
import type { TxContext } from "../../lib/transaction";
import { loadUserSummaries } from "../users/index";
import { auditedFieldsOf, type TaxProfileRow } from "./views";

/** Records what changed between two versions of a profile (nothing when nothing did), in the change's transaction. */
export async function auditTaxProfileChange(
  ctx: TxContext,
  input: { userId: string; changedBy: string | null; before: TaxProfileRow | null; after: TaxProfileRow },
): Promise<void> {
  const before = auditedFieldsOf(input.before);
  const after = auditedFieldsOf(input.after);
  const fields = Object.keys(after)
    .filter((field) => (before[field] ?? null) !== after[field])
    .map((field) => ({ field, oldValue: before[field] ?? null, newValue: after[field] ?? null }));
  if (fields.length === 0) return;
  await ctx.db
    .insert(taxProfileChanges)
    .values({ userId: input.userId, changedBy: input.changedBy, fields, changedAt: now() });
}

/** A profile's changes, newest first (at most 100). */
export async function listTaxProfileChanges(ctx: AppContext, userId: string): Promise<TTaxProfileChange[]> {
  const rows = await ctx.db
    .select()
    .from(taxProfileChanges)
    .where(eq(taxProfileChanges.userId, userId))
    .orderBy(desc(taxProfileChanges.changedAt), desc(taxProfileChanges.id))
    .limit(100);
  const people = await loadUserSummaries(ctx, [
    ...new Set(rows.flatMap((row) => (row.changedBy ? [row.changedBy] : []))),
  ]);
  return rows.map((row) => {
    const person = row.changedBy ? people.get(row.changedBy) : undefined;
    return {
      id: row.id,
      changedBy: person ? { id: person.id, fullName: person.fullName } : null,
      changedAt: row.changedAt.toISOString(),
      fields: row.fields,
    };
  });
}
