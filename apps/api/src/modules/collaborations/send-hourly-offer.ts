import type { TCollaborationCreateBody } from "@crewlance/contracts/collaborations";
import { indiaDateOf } from "@crewlance/contracts/hourly";
import type { AppContext } from "../../context";
import { now } from "../../lib/clock";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { fieldError, insertRequest, recipientOf, requireVerifiedCompany } from "./send-rules";
import type { CollaborationRow } from "./views";

type HourlyOfferBody = Extract<TCollaborationCreateBody, { kind: "HOURLY_OFFER" }>;

/**
 * A company offers work by the hour (decision 0091): the rate and the contract's terms are kept
 * on the request, and accepting it starts the hourly contract. The start date (today when absent)
 * may not be in the past in India.
 */
export async function sendHourlyOffer(
  ctx: AppContext,
  viewer: Viewer,
  body: HourlyOfferBody,
): Promise<CollaborationRow> {
  requireVerifiedCompany(viewer, "send an offer");
  const today = indiaDateOf(now());
  const startDate = body.terms.startDate ?? today;
  if (startDate < today) throw fieldError("terms.startDate", "The start date cannot be in the past.", "BUSINESS_RULE");
  const recipient = await recipientOf(ctx, body);
  const limited = body.terms.manualPolicy === "LIMITED";
  return withTransaction(ctx, async (txCtx) => {
    const row = await insertRequest(txCtx, {
      kind: "HOURLY_OFFER",
      senderId: viewer.id,
      recipientUserId: recipient.userId,
      recipientTeamId: recipient.teamId,
      title: body.title,
      description: body.description,
      message: body.message ?? null,
      hourly: {
        rate: body.rate,
        weeklyLimitHours: body.terms.weeklyLimitHours,
        manualPolicy: body.terms.manualPolicy,
        manualLimitHours: limited ? (body.terms.manualLimitHours ?? 0) : null,
        startDate,
      },
    });
    await emit(txCtx, "CollaborationSent", {
      collaborationId: row.id,
      kind: "HOURLY_OFFER",
      title: body.title,
      senderId: viewer.id,
      hourlyRate: body.rate,
      notifyIds: recipient.notify,
      teamName: recipient.teamId ? recipient.name : null,
      taskId: null,
    });
    return row;
  });
}
