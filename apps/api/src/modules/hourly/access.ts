import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { hourlyContracts } from "../../db/schema/hourly";
import { notFound } from "../../lib/errors";
import { type ProjectRow, readProjectAccess } from "../projects/index";

export type HourlyContractRow = typeof hourlyContracts.$inferSelect;
/** COMPANY and FREELANCER are the parties (the freelancer logs the time); MEMBER only reads. */
export type HourlySide = "COMPANY" | "FREELANCER" | "MEMBER";

/**
 * An hourly project's contract for a viewer with access to the project, or 404 ("Project not
 * found") for anyone else and for a fixed project. With `lock`, the project row is locked first
 * (every milestone and money change on a project takes that lock first), then the contract row.
 */
export async function loadContract(
  ctx: AppContext,
  input: { projectId: string; userId: string; lock?: boolean },
): Promise<{ project: ProjectRow; contract: HourlyContractRow; side: HourlySide }> {
  const found = await readProjectAccess(ctx, input);
  if (found?.project.kind !== "HOURLY") throw notFound("Project");
  const query = ctx.db.select().from(hourlyContracts).where(eq(hourlyContracts.projectId, input.projectId));
  const [contract] = input.lock ? await query.for("update") : await query;
  if (!contract) throw notFound("Project");
  const side: HourlySide =
    found.access === "COMPANY" ? "COMPANY" : found.access === "FREELANCER" ? "FREELANCER" : "MEMBER";
  return { project: found.project, contract, side };
}
