import type { TCollaboration } from "@crewlance/contracts/collaborations";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { collaborations } from "../../db/schema/collaborations";
import { now } from "../../lib/clock";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { type TxContext, withTransaction } from "../../lib/transaction";
import { createProjectConversation } from "../chat/conversation-service";
import { createNotifications } from "../notifications/service";
import {
  addProjectCollaborator,
  createProjectFromOffer,
  readProjectForInvitation,
} from "../projects/collaborators-service";
import { loadVisibleTask, type Viewer } from "../tasks/task-service";
import { isTeamMember } from "../teams/service";
import { teamManagerIds } from "../teams/team-service";
import { loadUserSummaries } from "../users/summary-view";
import { INBOX_LINK } from "./send-service";
import { type CollaborationRow, collaborationViews, effectiveStatus, teamsAnsweredBy } from "./views";

/*
 * POST /collaborations/{id}/accept|decline|cancel (spec B10, decision 0047). Each locks the
 * request row FOR UPDATE first (decision 0015) and checks its state under the lock, so of two
 * answers at once one wins and the other gets 409 — two parallel accepts make one project. What
 * accepting does happens in the same transaction: the project from an offer, the collaborator on
 * a project, the interest in a task; every step tells the other side.
 */

const WHAT: Record<CollaborationRow["kind"], string> = {
  OFFER: "offer",
  PROJECT_INVITE: "invitation",
  TASK_INVITE: "invitation",
};

type Role = "SENDER" | "RECIPIENT" | "TEAM_MEMBER";

/** The request locked, with the viewer's part in it; 404 to anyone who cannot see it (decision 0025). */
async function lockFor(txCtx: TxContext, id: string, viewerId: string): Promise<{ row: CollaborationRow; role: Role }> {
  const [row] = await txCtx.db.select().from(collaborations).where(eq(collaborations.id, id)).for("update");
  if (!row) throw notFound("Request");
  if (row.senderId === viewerId) return { row, role: "SENDER" };
  if (row.recipientUserId === viewerId) return { row, role: "RECIPIENT" };
  if (row.recipientTeamId) {
    const answerable = await teamsAnsweredBy(txCtx, viewerId, [row.recipientTeamId]);
    if (answerable.has(row.recipientTeamId)) return { row, role: "RECIPIENT" };
    if (await isTeamMember(txCtx, { teamId: row.recipientTeamId, userId: viewerId }))
      return { row, role: "TEAM_MEMBER" };
  }
  throw notFound("Request");
}

function requirePending(row: CollaborationRow) {
  const status = effectiveStatus(row);
  if (status === "PENDING") return;
  const what = WHAT[row.kind];
  const sentence: Record<Exclude<typeof status, "PENDING">, string> = {
    ACCEPTED: `This ${what} was already accepted.`,
    DECLINED: `This ${what} was already declined.`,
    CANCELLED: `This ${what} was cancelled by its sender.`,
    EXPIRED: `This ${what} expired on ${row.expiresAt.toISOString().slice(0, 10)}.`,
  };
  throw new AppError("CONFLICT", sentence[status]);
}

function requireRecipient(role: Role, action: "accept" | "decline", row: CollaborationRow) {
  if (role === "RECIPIENT") return;
  if (role === "SENDER") throw forbidden(`You sent this ${WHAT[row.kind]}: only its recipient can ${action} it.`);
  throw forbidden(`Only the team's owner and admins can ${action} this ${WHAT[row.kind]}.`);
}

async function nameOf(ctx: AppContext, userId: string): Promise<string> {
  const person = (await loadUserSummaries(ctx, [userId])).get(userId);
  return person?.company?.name ?? person?.fullName ?? "Someone";
}

/** Who hears of a change on the recipient's side: the freelancer, or the team's owner and admins. */
async function recipientIds(ctx: AppContext, row: CollaborationRow): Promise<string[]> {
  return row.recipientUserId ? [row.recipientUserId] : teamManagerIds(ctx, row.recipientTeamId!);
}

async function tell(
  txCtx: TxContext,
  userIds: string[],
  note: { type: string; title: string; body: string; link: string; row: CollaborationRow },
) {
  await createNotifications(
    txCtx,
    [...new Set(userIds)].map((userId) => ({
      userId,
      type: note.type,
      title: note.title,
      body: note.body,
      link: note.link,
      data: { collaborationId: note.row.id },
    })),
  );
}

async function viewOf(ctx: AppContext, id: string, viewerId: string): Promise<TCollaboration> {
  const [row] = await ctx.db.select().from(collaborations).where(eq(collaborations.id, id));
  const [view] = await collaborationViews(ctx, [row!], viewerId);
  return view!;
}

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
    const who = await nameOf(txCtx, input.viewer.id);
    const link = projectId ? `/project-management/${projectId}` : `/tasks/${row.taskId}`;
    const body =
      row.kind === "OFFER"
        ? `${who} accepted your offer "${row.title}": the project has started.`
        : row.kind === "PROJECT_INVITE"
          ? `${who} joined "${row.title}" as a collaborator.`
          : `${who} accepted your invitation to apply to "${row.title}".`;
    await tell(txCtx, [row.senderId], { type: "COLLABORATION_ACCEPTED", title: "Accepted", body, link, row });
    // The hired team's other owners and admins hear that their team has a new project.
    if (row.kind === "OFFER" && row.recipientTeamId) {
      const others = (await teamManagerIds(txCtx, row.recipientTeamId)).filter((id) => id !== input.viewer.id);
      await tell(txCtx, others, {
        type: "COLLABORATION_ACCEPTED",
        title: "Your team was hired",
        body: `${who} accepted the offer "${row.title}" for your team.`,
        link,
        row,
      });
    }
  });
  return viewOf(ctx, input.id, input.viewer.id);
}

export async function declineCollaboration(
  ctx: AppContext,
  input: { id: string; viewer: Viewer; reason?: string },
): Promise<TCollaboration> {
  await withTransaction(ctx, async (txCtx) => {
    const { row, role } = await lockFor(txCtx, input.id, input.viewer.id);
    requirePending(row);
    requireRecipient(role, "decline", row);
    const at = now();
    await txCtx.db
      .update(collaborations)
      .set({
        status: "DECLINED",
        declineReason: input.reason ?? null,
        respondedBy: input.viewer.id,
        respondedAt: at,
        updatedAt: at,
      })
      .where(eq(collaborations.id, row.id));
    const who = await nameOf(txCtx, input.viewer.id);
    await tell(txCtx, [row.senderId], {
      type: "COLLABORATION_DECLINED",
      title: "Declined",
      body: `${who} declined your ${WHAT[row.kind]} "${row.title}"${input.reason ? `: ${input.reason}` : "."}`,
      link: "/collaboration?box=sent",
      row,
    });
  });
  return viewOf(ctx, input.id, input.viewer.id);
}

export async function cancelCollaboration(
  ctx: AppContext,
  input: { id: string; viewer: Viewer },
): Promise<TCollaboration> {
  await withTransaction(ctx, async (txCtx) => {
    const { row, role } = await lockFor(txCtx, input.id, input.viewer.id);
    if (role !== "SENDER") throw forbidden(`Only the sender can cancel this ${WHAT[row.kind]}.`);
    requirePending(row);
    const at = now();
    await txCtx.db
      .update(collaborations)
      .set({ status: "CANCELLED", respondedAt: at, updatedAt: at })
      .where(eq(collaborations.id, row.id));
    const who = await nameOf(txCtx, input.viewer.id);
    await tell(txCtx, await recipientIds(txCtx, row), {
      type: "COLLABORATION_CANCELLED",
      title: "Cancelled",
      body: `${who} cancelled the ${WHAT[row.kind]} "${row.title}".`,
      link: INBOX_LINK,
      row,
    });
  });
  return viewOf(ctx, input.id, input.viewer.id);
}
