import type { TCollaboration } from "@crewlance/contracts/collaborations";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { collaborations } from "../../db/schema/collaborations";
import { now } from "../../lib/clock";
import { forbidden } from "../../lib/errors";
import { emit } from "../../lib/events";
import { type TxContext, withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { factsOf, lockFor, requirePending, requireRecipient, viewOf, WHAT } from "./answer-rules";
import type { CollaborationRow } from "./views";

export async function declineCollaboration(
  ctx: AppContext,
  input: { id: string; viewer: Viewer; reason?: string },
): Promise<TCollaboration> {
  await withTransaction(ctx, async (txCtx) => {
    const { row, role } = await lockFor(txCtx, input.id, input.viewer.id);
    requirePending(row);
    requireRecipient(role, "decline", row);
    await storeDeclined(txCtx, row, { responderId: input.viewer.id, reason: input.reason ?? null, at: now() });
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
    await storeCancelled(txCtx, row, now());
  });
  return viewOf(ctx, input.id, input.viewer.id);
}

/** A pending request declined, and the event its sender hears it from. */
export async function storeDeclined(
  txCtx: TxContext,
  row: CollaborationRow,
  answer: { responderId: string; reason: string | null; at: Date },
): Promise<void> {
  await txCtx.db
    .update(collaborations)
    .set({
      status: "DECLINED",
      declineReason: answer.reason,
      respondedBy: answer.responderId,
      respondedAt: answer.at,
      updatedAt: answer.at,
    })
    .where(eq(collaborations.id, row.id));
  await emit(txCtx, "CollaborationDeclined", {
    ...factsOf(row),
    responderId: answer.responderId,
    reason: answer.reason,
  });
}

/** A pending request cancelled, and the event its recipient hears it from. */
export async function storeCancelled(txCtx: TxContext, row: CollaborationRow, at: Date): Promise<void> {
  await txCtx.db
    .update(collaborations)
    .set({ status: "CANCELLED", respondedAt: at, updatedAt: at })
    .where(eq(collaborations.id, row.id));
  await emit(txCtx, "CollaborationCancelled", {
    ...factsOf(row),
    recipientUserId: row.recipientUserId,
    recipientTeamId: row.recipientTeamId,
  });
}
