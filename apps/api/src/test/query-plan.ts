import { type SQLWrapper, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";

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
