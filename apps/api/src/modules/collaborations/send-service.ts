import type { TCollaboration, TCollaborationCreateBody } from "@crewlance/contracts/collaborations";
import type { AppContext } from "../../context";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import type { Viewer } from "../../lib/viewer";
import { sendHourlyOffer } from "./send-hourly-offer";
import { sendOffer } from "./send-offer";
import { sendProjectInvite } from "./send-project-invite";
import { sendTaskInvite } from "./send-task-invite";
import { collaborationViews } from "./views";

/*
 * POST /collaborations (decision 0047): a company's direct offer (fixed, or hourly: decision 0091) or invitation to apply
 * to a task, or a project party's invitation to collaborate. The request and its notifications
 * are written in one transaction; it expires COLLABORATION_EXPIRY_DAYS later.
 */

export async function createCollaboration(
  ctx: AppContext,
  input: { viewer: Viewer; body: TCollaborationCreateBody },
): Promise<TCollaboration> {
  const { viewer, body } = input;
  try {
    const row =
      body.kind === "OFFER"
        ? await sendOffer(ctx, viewer, body)
        : body.kind === "HOURLY_OFFER"
          ? await sendHourlyOffer(ctx, viewer, body)
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
