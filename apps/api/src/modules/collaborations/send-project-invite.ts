import type { TProjectInviteBody } from "@crewlance/contracts/collaborations";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { collaborations } from "../../db/schema/collaborations";
import { AppError, forbidden } from "../../lib/errors";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { isOnProject, mayInviteCollaborator, readProjectForInvitation } from "../projects/index";
import { expireStale, fieldError, freelancerRecipient, insertRequest } from "./send-rules";
import type { CollaborationRow } from "./views";

export async function sendProjectInvite(
  ctx: AppContext,
  viewer: Viewer,
  body: TProjectInviteBody,
): Promise<CollaborationRow> {
  const recipient = await freelancerRecipient(ctx, body.freelancerId);
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
    await emit(txCtx, "CollaborationSent", {
      collaborationId: row.id,
      kind: "PROJECT_INVITE",
      title: project.title,
      senderId: viewer.id,
      notifyIds: recipient.notify,
      teamName: null,
      taskId: null,
    });
    return row;
  });
}
