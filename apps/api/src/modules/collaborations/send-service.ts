import {
  COLLABORATION_EXPIRY_DAYS,
  offerTotal,
  type TCollaboration,
  type TCollaborationCreateBody,
  type TOfferBody,
  type TProjectInviteBody,
  type TTaskInviteBody,
} from "@crewlance/contracts/collaborations";
import { and, eq, lte, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context";
import { collaborations } from "../../db/schema/collaborations";
import { now } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, forbidden } from "../../lib/errors";
import { type TxContext, withTransaction } from "../../lib/transaction";
import { createNotifications } from "../notifications/service";
import { isOnProject, readProjectForInvitation } from "../projects/collaborators-service";
import { mayInviteCollaborator } from "../projects/service";
import { loadVisibleTask, type Viewer } from "../tasks/task-service";
import { loadTeamRefs } from "../teams/service";
import { teamManagerIds } from "../teams/team-service";
import { loadUserSummaries, type UserSummary } from "../users/summary-view";
import { type CollaborationRow, collaborationViews } from "./views";

/*
 * POST /collaborations (spec B10, decision 0047): a company's direct offer or invitation to apply
 * to a task, or a project party's invitation to collaborate. The request and its notifications
 * are written in one transaction; it expires COLLABORATION_EXPIRY_DAYS later.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const INBOX_LINK = "/collaboration?box=received";

type Recipient = { userId: string | null; teamId: string | null; name: string; notify: string[] };

function fieldError(path: string, message: string, code: "VALIDATION_ERROR" | "BUSINESS_RULE" = "VALIDATION_ERROR") {
  return new AppError(code, message, [{ path, message }]);
}

function requireVerifiedCompany(viewer: Viewer, action: string) {
  if (viewer.role !== "COMPANY") throw forbidden(`Only company accounts can ${action}.`);
  if (!viewer.emailVerified) throw forbidden(`Verify your email address before you ${action}.`);
}

async function freelancerRecipient(ctx: AppContext, userId: string, path = "freelancerId"): Promise<Recipient> {
  const found: UserSummary | undefined = (await loadUserSummaries(ctx, [userId])).get(userId);
  if (!found)
    throw new AppError("NOT_FOUND", "Freelancer was not found.", [{ path, message: "Freelancer was not found." }]);
  if (found.role !== "FREELANCER" || found.status !== "ACTIVE") {
    throw fieldError(path, "Only an active freelancer can receive this.", "BUSINESS_RULE");
  }
  return { userId, teamId: null, name: found.fullName, notify: [userId] };
}

/** A team the company can see (a PRIVATE team is "not found" to non-members, spec B7); its owner and admins hear of it. */
async function teamRecipient(ctx: AppContext, teamId: string): Promise<Recipient> {
  const team = (await loadTeamRefs(ctx, [teamId])).get(teamId);
  if (team?.visibility !== "PUBLIC") {
    throw new AppError("NOT_FOUND", "Team was not found.", [{ path: "teamId", message: "Team was not found." }]);
  }
  return { userId: null, teamId, name: team.name, notify: await teamManagerIds(ctx, teamId) };
}

function recipientOf(ctx: AppContext, body: { freelancerId?: string; teamId?: string }) {
  return body.teamId ? teamRecipient(ctx, body.teamId) : freelancerRecipient(ctx, body.freelancerId!);
}

function todayUtc(): string {
  return now().toISOString().slice(0, 10);
}

async function insertRequest(
  txCtx: TxContext,
  values: Omit<typeof collaborations.$inferInsert, "expiresAt" | "createdAt" | "updatedAt" | "status">,
): Promise<CollaborationRow> {
  const at = now();
  const [row] = await txCtx.db
    .insert(collaborations)
    .values({
      ...values,
      status: "PENDING",
      expiresAt: new Date(at.getTime() + COLLABORATION_EXPIRY_DAYS * DAY_MS),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

async function notifyAll(
  txCtx: TxContext,
  userIds: string[],
  note: { type: string; title: string; body: string; link: string; collaborationId: string },
) {
  await createNotifications(
    txCtx,
    [...new Set(userIds)].map((userId) => ({
      userId,
      type: note.type,
      title: note.title,
      body: note.body,
      link: note.link,
      data: { collaborationId: note.collaborationId },
    })),
  );
}

/** A pending request of the same kind to the same person for the same project or task, once past its date, no longer blocks a new one. */
async function expireStale(txCtx: TxContext, match: SQL) {
  await txCtx.db
    .update(collaborations)
    .set({ status: "EXPIRED", updatedAt: now() })
    .where(and(match, eq(collaborations.status, "PENDING"), lte(collaborations.expiresAt, now())));
}

async function sendOffer(ctx: AppContext, viewer: Viewer, body: TOfferBody): Promise<CollaborationRow> {
  requireVerifiedCompany(viewer, "send an offer");
  const today = todayUtc();
  body.milestones.forEach((milestone, index) => {
    if (milestone.dueDate < today) throw fieldError(`milestones.${index}.dueDate`, "Pick a due date from today on.");
  });
  const recipient = await recipientOf(ctx, body);
  const sender = (await loadUserSummaries(ctx, [viewer.id])).get(viewer.id);
  const senderName = sender?.company?.name ?? sender?.fullName ?? "A company";
  return withTransaction(ctx, async (txCtx) => {
    const row = await insertRequest(txCtx, {
      kind: "OFFER",
      senderId: viewer.id,
      recipientUserId: recipient.userId,
      recipientTeamId: recipient.teamId,
      title: body.title,
      description: body.description,
      message: body.message ?? null,
      milestones: body.milestones,
      totalAmount: offerTotal(body.milestones),
    });
    await notifyAll(txCtx, recipient.notify, {
      type: "COLLABORATION_OFFER",
      title: "New project offer",
      body: `${senderName} offered ${recipient.teamId ? `your team ${recipient.name}` : "you"} the project "${body.title}".`,
      link: INBOX_LINK,
      collaborationId: row.id,
    });
    return row;
  });
}

async function sendProjectInvite(ctx: AppContext, viewer: Viewer, body: TProjectInviteBody): Promise<CollaborationRow> {
  const recipient = await freelancerRecipient(ctx, body.freelancerId);
  const sender = (await loadUserSummaries(ctx, [viewer.id])).get(viewer.id);
  return withTransaction(ctx, async (txCtx) => {
    const project = await readProjectForInvitation(txCtx, { projectId: body.projectId, lock: true });
    const party = project && (await mayInviteCollaborator(txCtx, project, viewer.id));
    if (!project || !party) {
      // Someone with mere access (a team member, a collaborator) sees the project but may not invite.
      if (project && (await isOnProject(txCtx, project, viewer.id))) {
        throw forbidden("Only the company, the hired freelancer or the hired team's admins can invite collaborators.");
      }
      throw new AppError("NOT_FOUND", "Project was not found.", [
        { path: "projectId", message: "Project was not found." },
      ]);
    }
    if (project.status !== "ACTIVE") {
      throw new AppError("CONFLICT", "Only an active project takes collaborators.");
    }
    if (await isOnProject(txCtx, project, recipient.userId!)) {
      throw fieldError("freelancerId", `${recipient.name} already works on this project.`, "BUSINESS_RULE");
    }
    await expireStale(
      txCtx,
      and(
        eq(collaborations.kind, "PROJECT_INVITE"),
        eq(collaborations.projectId, project.id),
        eq(collaborations.recipientUserId, recipient.userId!),
      )!,
    );
    const row = await insertRequest(txCtx, {
      kind: "PROJECT_INVITE",
      senderId: viewer.id,
      recipientUserId: recipient.userId,
      projectId: project.id,
      title: project.title,
      message: body.message ?? null,
    });
    await notifyAll(txCtx, recipient.notify, {
      type: "COLLABORATION_INVITATION",
      title: "Invitation to collaborate",
      body: `${sender?.company?.name ?? sender?.fullName ?? "Someone"} invited you to work on the project "${project.title}".`,
      link: INBOX_LINK,
      collaborationId: row.id,
    });
    return row;
  });
}

async function sendTaskInvite(ctx: AppContext, viewer: Viewer, body: TTaskInviteBody): Promise<CollaborationRow> {
  requireVerifiedCompany(viewer, "invite freelancers to a task");
  const { task } = await loadVisibleTask(ctx, { taskId: body.taskId, viewerId: viewer.id }).catch(() => {
    throw new AppError("NOT_FOUND", "Task was not found.", [{ path: "taskId", message: "Task was not found." }]);
  });
  if (task.companyId !== viewer.id) {
    throw new AppError("NOT_FOUND", "Task was not found.", [{ path: "taskId", message: "Task was not found." }]);
  }
  if (task.status !== "OPEN") {
    throw fieldError(
      "taskId",
      "Only an open task takes proposals: publish it first, or pick another.",
      "BUSINESS_RULE",
    );
  }
  const recipient = await recipientOf(ctx, body);
  const sender = (await loadUserSummaries(ctx, [viewer.id])).get(viewer.id);
  return withTransaction(ctx, async (txCtx) => {
    await expireStale(
      txCtx,
      and(
        eq(collaborations.kind, "TASK_INVITE"),
        eq(collaborations.taskId, task.id),
        recipient.userId
          ? eq(collaborations.recipientUserId, recipient.userId)
          : eq(collaborations.recipientTeamId, recipient.teamId!),
      )!,
    );
    const row = await insertRequest(txCtx, {
      kind: "TASK_INVITE",
      senderId: viewer.id,
      recipientUserId: recipient.userId,
      recipientTeamId: recipient.teamId,
      taskId: task.id,
      title: task.title,
      description: task.description,
      message: body.message ?? null,
    });
    await notifyAll(txCtx, recipient.notify, {
      type: "TASK_INVITATION",
      title: "Invitation to apply",
      body: `${sender?.company?.name ?? sender?.fullName ?? "A company"} invited ${recipient.teamId ? `your team ${recipient.name}` : "you"} to apply to "${task.title}".`,
      link: `/tasks/${task.id}`,
      collaborationId: row.id,
    });
    return row;
  });
}

export async function createCollaboration(
  ctx: AppContext,
  input: { viewer: Viewer; body: TCollaborationCreateBody },
): Promise<TCollaboration> {
  const { viewer, body } = input;
  try {
    const row =
      body.kind === "OFFER"
        ? await sendOffer(ctx, viewer, body)
        : body.kind === "PROJECT_INVITE"
          ? await sendProjectInvite(ctx, viewer, body)
          : await sendTaskInvite(ctx, viewer, body);
    const [view] = await collaborationViews(ctx, [row], viewer.id);
    return view!;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        "CONFLICT",
        body.kind === "PROJECT_INVITE"
          ? "This freelancer already has a pending invitation to this project."
          : "They already have a pending invitation to this task.",
      );
    }
    throw error;
  }
}
