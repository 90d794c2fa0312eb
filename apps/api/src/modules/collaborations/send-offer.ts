import { offerTotal, type TOfferBody } from "@crewlance/contracts/collaborations";
import type { AppContext } from "../../context";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { fieldError, insertRequest, recipientOf, requireVerifiedCompany, todayUtc } from "./send-rules";
import type { CollaborationRow } from "./views";

export async function sendOffer(ctx: AppContext, viewer: Viewer, body: TOfferBody): Promise<CollaborationRow> {
  requireVerifiedCompany(viewer, "send an offer");
  const today = todayUtc();
  body.milestones.forEach((milestone, index) => {
    if (milestone.dueDate < today) throw fieldError(`milestones.${index}.dueDate`, "Pick a due date from today on.");
  });
  const recipient = await recipientOf(ctx, body);
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
    await emit(txCtx, "CollaborationSent", {
      collaborationId: row.id,
      kind: "OFFER",
      title: body.title,
      senderId: viewer.id,
      notifyIds: recipient.notify,
      teamName: recipient.teamId ? recipient.name : null,
      taskId: null,
    });
    return row;
  });
}
