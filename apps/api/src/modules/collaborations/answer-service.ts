import type { TCollaboration } from "@crewlance/contracts/collaborations";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { collaborations } from "../../db/schema/collaborations";
import { now } from "../../lib/clock";
import { forbidden } from "../../lib/errors";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { factsOf, lockFor, requirePending, requireRecipient, viewOf, WHAT } from "./answer-rules";

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
    await emit(txCtx, "CollaborationDeclined", {
      ...factsOf(row),
      responderId: input.viewer.id,
      reason: input.reason ?? null,
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
    await emit(txCtx, "CollaborationCancelled", {
      ...factsOf(row),
      recipientUserId: row.recipientUserId,
      recipientTeamId: row.recipientTeamId,
    });
  });
  return viewOf(ctx, input.id, input.viewer.id);
}
