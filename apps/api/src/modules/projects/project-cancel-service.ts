import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestones } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { forbidden } from "../../lib/errors";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import { conflict, lockProject } from "./milestone-lock";
import { projectFacts, touchProject } from "./milestone-writes";
import { sideOf } from "./project-state";

/** The company cancels an ACTIVE project with nothing in escrow; its PENDING milestones are cancelled. */
export async function cancelProject(
  ctx: AppContext,
  input: { projectId: string; userId: string; reason?: string },
): Promise<void> {
  await withTransaction(ctx, async (txCtx) => {
    const project = await lockProject(txCtx, input.projectId, input.userId);
    if (sideOf(project, input.userId) !== "COMPANY") throw forbidden("Only the company can cancel the project.");
    if (project.status !== "ACTIVE") {
      throw conflict(`This project is ${project.status.toLowerCase()}: only an active project can be cancelled.`);
    }
    // An hourly project's escrow is its weeks': it stops by ending the contract (decision 0091).
    if (project.kind === "HOURLY") {
      throw conflict(
        "End the contract instead: an hourly project stops when either side ends its contract, and its last week is still billed.",
      );
    }
    const held = await txCtx.db
      .select({ id: milestones.id })
      .from(milestones)
      .where(
        and(
          eq(milestones.projectId, project.id),
          inArray(milestones.status, ["FUNDED", "SUBMITTED", "REVISION_REQUESTED", "DISPUTED"]),
        ),
      )
      .for("update");
    if (held.length > 0) {
      throw conflict(
        "This project has money in escrow: approve, cancel or settle its funded and submitted milestones first.",
      );
    }
    const at = now();
    await txCtx.db
      .update(milestones)
      .set({ status: "CANCELLED", cancelledAt: at, updatedAt: at })
      .where(and(eq(milestones.projectId, project.id), eq(milestones.status, "PENDING")));
    await touchProject(txCtx, project.id, { status: "CANCELLED", cancelledAt: at });
    await emit(txCtx, "ProjectCancelled", {
      ...projectFacts(project),
      actorId: input.userId,
      reason: input.reason ?? null,
    });
  });
}
