import type { TRole } from "@crewlance/contracts/enums";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestoneDisputes } from "../../db/schema/projects";
import { type DomainEvents, emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";

/*
 * An admin reads a project only while it has a dispute, open or resolved (decision 0080): its
 * detail, activity, files, task and conversation history, never its board, reviews or any write.
 * The read is decided here and recorded in the admin audit log; to anyone else, and to an admin
 * on a project without a dispute, the project stays "not found" (decision 0025).
 */

export type Reader = { id: string; role: TRole | null };

/** Whether the project has, or had, a dispute (milestone_disputes_project_idx). */
export async function hasDispute(ctx: AppContext, projectId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: milestoneDisputes.id })
    .from(milestoneDisputes)
    .where(eq(milestoneDisputes.projectId, projectId))
    .limit(1);
  return row !== undefined;
}

/** Whether this reader is an admin who may read the project now (its dispute lets them). */
export async function adminMayRead(ctx: AppContext, reader: Reader, projectId: string): Promise<boolean> {
  return reader.role === "ADMIN" && (await hasDispute(ctx, projectId));
}

export type AdminRead = DomainEvents["DisputedProjectReadByAdmin"];

/**
 * Records an admin's read of a disputed project; called after the read, before the answer goes.
 * The admin module writes the audit row in this transaction (or its own one-statement
 * transaction): should it fail, the request fails and nothing was shown.
 */
export async function auditAdminRead(ctx: AppContext, read: AdminRead): Promise<void> {
  await withTransaction(ctx, (txCtx) => emit(txCtx, "DisputedProjectReadByAdmin", read));
}
