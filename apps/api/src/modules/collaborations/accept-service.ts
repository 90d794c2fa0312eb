import type { TCollaboration } from "@crewlance/contracts/collaborations";
import { indiaDateOf } from "@crewlance/contracts/hourly";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { collaborations } from "../../db/schema/collaborations";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { emit } from "../../lib/events";
import { type TxContext, withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { createProjectConversation } from "../chat/index";
import { startHourlyContract } from "../hourly/index";
import { addProjectCollaborator, createProjectFromOffer, readProjectForInvitation } from "../projects/index";
import { loadVisibleTask } from "../tasks/index";
import { factsOf, lockFor, nameOf, requirePending, requireRecipient, viewOf } from "./answer-rules";
import type { CollaborationRow } from "./views";

/*
 * POST /collaborations/{id}/accept|decline|cancel (decision 0047). Each locks the
 * request row FOR UPDATE first (decision 0015) and checks its state under the lock, so of two
 * answers at once one wins and the other gets 409 — two parallel accepts make one project. What
 * accepting does happens in the same transaction: the project from an offer (from an hourly offer
 * with its contract started, decision 0091), the collaborator on a project, the interest in a
 * task; listeners tell the other side.
 */

/** What accepting does, under the request's lock; returns the project or task it leads to. */
async function fulfil(txCtx: TxContext, row: CollaborationRow, viewer: Viewer): Promise<string | null> {
  if (row.kind === "OFFER") {
    const { projectId } = await createProjectFromOffer(txCtx, {
      title: row.title,
      description: row.description,
      companyId: row.senderId,
      freelancerId: viewer.id,
      teamId: row.recipientTeamId,
      milestones: row.milestones,
    });
    await createProjectConversation(txCtx, { projectId });
    return projectId;
  }
  if (row.kind === "HOURLY_OFFER") return startFromHourlyOffer(txCtx, row, viewer);
  if (row.kind === "PROJECT_INVITE") {
    const project = await readProjectForInvitation(txCtx, { projectId: row.projectId!, lock: true });
    if (project?.status !== "ACTIVE") {
      throw new AppError("CONFLICT", "This project is no longer active, so it takes no new collaborators.");
    }
    await addProjectCollaborator(txCtx, {
      projectId: project.id,
      userId: viewer.id,
      invitedBy: row.senderId,
      name: await nameOf(txCtx, viewer.id),
    });
    return project.id;
  }
  // TASK_INVITE: the task must still take proposals; the proposal itself is written on the task.
  const visible = await loadVisibleTask(txCtx, { taskId: row.taskId!, viewerId: viewer.id }).catch(() => null);
  if (visible?.task.status !== "OPEN") {
    throw new AppError("CONFLICT", "This task is no longer open for proposals.");
  }
  return null;
}

/**
 * An hourly offer accepted: an HOURLY project whose contract starts on the offered rate and terms
 * (decision 0091); a start date that passed while the offer waited becomes today.
 */
async function startFromHourlyOffer(txCtx: TxContext, row: CollaborationRow, viewer: Viewer): Promise<string> {
  const { rate, startDate, ...terms } = row.hourly!;
  const { project } = await createProjectFromOffer(txCtx, {
    title: row.title,
    description: row.description,
    companyId: row.senderId,
    freelancerId: viewer.id,
    teamId: row.recipientTeamId,
    milestones: [],
    hourlyRate: rate,
  });
  const today = indiaDateOf(now());
  await startHourlyContract(txCtx, {
    project,
    rate,
    terms: { ...terms, startDate: startDate < today ? today : startDate },
    actorId: viewer.id,
  });
  await createProjectConversation(txCtx, { projectId: project.id });
  return project.id;
}

export async function acceptCollaboration(
  ctx: AppContext,
  input: { id: string; viewer: Viewer },
): Promise<TCollaboration> {
  await withTransaction(ctx, async (txCtx) => {
    const { row, role } = await lockFor(txCtx, input.id, input.viewer.id);
    requirePending(row);
    requireRecipient(role, "accept", row);
    const projectId = await fulfil(txCtx, row, input.viewer);
    const at = now();
    await txCtx.db
      .update(collaborations)
      .set({
        status: "ACCEPTED",
        respondedBy: input.viewer.id,
        respondedAt: at,
        updatedAt: at,
        ...(projectId ? { projectId } : {}),
      })
      .where(eq(collaborations.id, row.id));
    await emit(txCtx, "CollaborationAccepted", {
      ...factsOf(row),
      responderId: input.viewer.id,
      recipientTeamId: row.recipientTeamId,
      projectId,
      taskId: row.taskId,
    });
  });
  return viewOf(ctx, input.id, input.viewer.id);
}
