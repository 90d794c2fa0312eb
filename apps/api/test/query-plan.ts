import { is, Placeholder, type SQLWrapper, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../src/context";

export type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "CTE Name"?: string;
  "Parent Relationship"?: string;
  "Subplan Name"?: string;
  "Sort Key"?: string[];
  "Index Cond"?: string;
  Filter?: string;
  Plans?: PlanNode[];
};

/** The node and every node under it, depth first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/**
 * The nodes whose rows flow into `node`: its subtree without the InitPlans and SubPlans hung on
 * it, which run apart (a capped total's Limit inside an InitPlan bounds the total, not the rows
 * a Sort above it orders).
 */
function inputNodes(node: PlanNode): PlanNode[] {
  return [node, ...inputsOf(node).flatMap(inputNodes)];
}

/**
 * The nodes under a Limit that run a SubPlan for each row they pass up: PostgreSQL runs it for
 * the rows an offset skips too, where over the Limit it runs for the rows shown (decision 0128).
 */
export function subPlansUnderLimit(node: PlanNode, underLimit = false): string[] {
  const runsSubPlans = (node.Plans ?? []).some((child) => child["Parent Relationship"] === "SubPlan");
  const here = underLimit && runsSubPlans ? [node["Node Type"]] : [];
  const below = underLimit || node["Node Type"] === "Limit";
  return [...here, ...inputsOf(node).flatMap((child) => subPlansUnderLimit(child, below))];
}

/** The nodes whose rows flow straight into `node`, without its InitPlans and SubPlans. */
function inputsOf(node: PlanNode): PlanNode[] {
  return (node.Plans ?? []).filter(
    (child) => child["Parent Relationship"] !== "InitPlan" && child["Parent Relationship"] !== "SubPlan",
  );
}

/**
 * Whether the rows reaching `node` are a bounded set (decision 0013): a Limit feeds it, or a CTE
 * whose own plan stops at a Limit (a list's capped candidates, decision 0106).
 */
export function readsBoundedRows(node: PlanNode, root: PlanNode): boolean {
  const limitedCtes = new Set(
    planNodes(root)
      .filter((cte) => cte["Subplan Name"]?.startsWith("CTE ") && inputNodes(cte).some(isLimit))
      .map((cte) => cte["Subplan Name"]!.slice("CTE ".length)),
  );
  return inputNodes(node)
    .slice(1)
    .some((below) => isLimit(below) || (below["Node Type"] === "CTE Scan" && limitedCtes.has(below["CTE Name"]!)));
}

const isLimit = (node: PlanNode) => node["Node Type"] === "Limit";

/**
 * What in a list's plan reads or orders every matching row (decision 0013), in words for a test's
 * failure: a sequential scan, or a sort (full or incremental) of rows no Limit or capped CTE bounds.
 * Empty for a plan that walks an index and stops.
 */
export function unboundedWork(root: PlanNode): string[] {
  return planNodes(root).flatMap((node) => {
    if (node["Node Type"] === "Seq Scan") return [`Seq Scan on ${node["Relation Name"]}`];
    if ((node["Node Type"] === "Sort" || node["Node Type"] === "Incremental Sort") && !readsBoundedRows(node, root)) {
      return [`${node["Node Type"]} by ${(node["Sort Key"] ?? []).join(", ")} over every match`];
    }
    return [];
  });
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

/**
 * An index's storage options as PostgreSQL (or PGlite) keeps them, e.g. `["fastupdate=off"]`, or
 * null when it has none: on a test's few rows a plan cannot show what such an option changes.
 */
export async function indexOptions(app: FastifyInstance, indexName: string): Promise<string[] | null> {
  const result = await app.ctx.db.execute(
    sql`select reloptions from pg_class where relname = ${indexName} and relkind = 'i'`,
  );
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as Array<{ reloptions: string[] | null }>;
  if (rows.length !== 1) throw new Error(`no index named ${indexName}`);
  return rows[0]!.reloptions;
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

/**
 * The filter sets a list's plan tests cover: none, each alone, the words searched (`text`) with
 * each other filter, and every two other filters together.
 */
export function filterCombinations<Filter extends string>(filters: readonly Filter[], text: Filter): Filter[][] {
  const others = filters.filter((filter) => filter !== text);
  return [
    [],
    [text],
    ...others.map((filter) => [filter]),
    ...others.map((filter) => [text, filter]),
    ...others.flatMap((first, i) => others.slice(i + 1).map((second) => [first, second])),
  ];
}

/**
 * What in a list's statements reads or orders every match (decision 0013), each line naming the
 * statement and carrying its plan: the page, the page with its total (which must hold one total
 * stopped at the cap), the capped count alone, and any other page read (`pages`).
 */
export function listPlanProblems(plans: {
  page: PlanNode;
  withTotal: PlanNode;
  count: PlanNode;
  pages?: Record<string, PlanNode>;
}): string[] {
  // The total is an InitPlan: an Aggregate over a Limit, or over the capped candidates.
  const totals = planNodes(plans.withTotal).filter(
    (node) =>
      node["Parent Relationship"] === "InitPlan" &&
      node["Node Type"] === "Aggregate" &&
      readsBoundedRows(node, plans.withTotal),
  );
  const capped = plans.count["Node Type"] === "Aggregate" && readsBoundedRows(plans.count, plans.count);
  const checks: Array<[string, PlanNode, string[]]> = [
    ["page", plans.page, unboundedWork(plans.page)],
    [
      "page with total",
      plans.withTotal,
      [...unboundedWork(plans.withTotal), ...(totals.length === 1 ? [] : ["no capped total"])],
    ],
    ["count", plans.count, [...unboundedWork(plans.count), ...(capped ? [] : ["not stopped by a Limit"])]],
    ...Object.entries(plans.pages ?? {}).map(([name, plan]): [string, PlanNode, string[]] => [
      name,
      plan,
      unboundedWork(plan),
    ]),
  ];
  return checks.flatMap(([name, plan, problems]) =>
    problems.length === 0 ? [] : [`${name}: ${problems.join("; ")}\n${JSON.stringify(plan)}`],
  );
}
