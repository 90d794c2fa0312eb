import type { TTaskInviteBody } from "@crewlance/contracts/collaborations";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { collaborations } from "../../db/schema/collaborations";
import { AppError } from "../../lib/errors";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { loadVisibleTask } from "../tasks/index";
import { expireStale, fieldError, insertRequest, recipientOf, requireVerifiedCompany } from "./send-rules";
import type { CollaborationRow } from "./views";

export async function sendTaskInvite(
  ctx: AppContext,
  viewer: Viewer,
  body: TTaskInviteBody,
): Promise<CollaborationRow> {
  requireVerifiedCompany(viewer, "invite freelancers to a task");
  const { task } = await loadVisibleTask(ctx, { taskId: body.taskId, viewerId: viewer.id }).catch(() => {
    throw new AppError("NOT_FOUND", "Task was not found.", [{ path: "taskId", message: "Task was not found." }]);
  });
  // A task moderation hid is out of everyone's reach but its company's (decision 0092).
  if (task.companyId !== viewer.id || task.hiddenAt) {
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
    await emit(txCtx, "CollaborationSent", {
      collaborationId: row.id,
      kind: "TASK_INVITE",
      title: task.title,
      senderId: viewer.id,
      notifyIds: recipient.notify,
      teamName: recipient.teamId ? recipient.name : null,
      taskId: task.id,
    });
    return row;
  });
}
