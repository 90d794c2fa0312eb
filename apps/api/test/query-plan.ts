import { is, Placeholder, type SQLWrapper, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../src/context";

export type PlanNode = { "Node Type": string; "Index Name"?: string; Plans?: PlanNode[] };

/** The node and every node under it, depth first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/**
 * The root of the plan PostgreSQL (or PGlite) picks for a list query, with sequential scans and
 * sorts priced out (decision 0013): a plan that still scans or sorts shows an order or filter
 * that no index serves.
 */
export function indexOnlyPlan(app: FastifyInstance, query: (ctx: AppContext) => SQLWrapper): Promise<PlanNode> {
  return app.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = await tx.execute(sql`explain (format json) ${query({ ...app.ctx, db: tx })}`);
    const cell = Object.values((result as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!)[0];
    const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>;
    return plan[0]!.Plan;
  });
}

let probes = 0;

/**
 * The generic plan PostgreSQL (or PGlite) uses for a named prepared statement once it stops
 * planning per execution (decision 0059), forced with plan_cache_mode and with sequential scans
 * and sorts priced out as above: a generic plan that sorts or scans would make the prepared
 * statement slower than an unnamed one. `placeholders` gives each placeholder's value by name.
 */
export function genericPlan(
  app: FastifyInstance,
  query: (ctx: AppContext) => { toSQL(): { sql: string; params: unknown[] } },
  placeholders: Record<string, string> = {},
): Promise<PlanNode> {
  const name = `plan_probe_${++probes}`;
  return app.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    // A statement name used once: a prepared statement outlives the transaction, on purpose.
    const statement = query({ ...app.ctx, db: tx }).toSQL();
    await tx.execute(sql.raw(`prepare ${name} as ${statement.sql}`));
    // Each parameter as a literal: a placeholder's value by its name, a bound value as it is.
    const values = statement.params.map((param) =>
      String(is(param, Placeholder) ? placeholders[param.name] : param).replace(/'/g, "''"),
    );
    const args = values.length > 0 ? `(${values.map((value) => `'${value}'`).join(", ")})` : "";
    const result = await tx.execute(sql.raw(`explain (format json) execute ${name}${args}`));
    const cell = Object.values((result as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!)[0];
    const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>;
    return plan[0]!.Plan;
  });
}
