import { offPlatformSignals } from "@crewlance/contracts/off-platform";
import type { collaborations } from "../../db/schema/collaborations";
import type { TxContext } from "../../lib/transaction";
import { listParticipantIdsOfProjects, listProjectIdsOfParticipant } from "../projects/index";
import { assertMayReach, assertNotRestricted, flagOffPlatform, takeDailyAllowance } from "../safety/index";
import { findTeamOwnerId } from "../teams/index";

/*
 * What trust and safety asks of every request a company or a project party sends (decision 0092):
 * a block either way stops it (for a team, its owner's block); a restriction stops it unless the
 * two already share a project; a new account's offers count against its daily limit; a text
 * asking to move work or payment off Crewlance marks the row and goes to the moderation queue.
 */

type RequestValues = Pick<
  typeof collaborations.$inferInsert,
  "kind" | "senderId" | "recipientUserId" | "recipientTeamId" | "title" | "description" | "message"
>;

const isOffer = (kind: RequestValues["kind"]) => kind === "OFFER" || kind === "HOURLY_OFFER";

/** Whether `senderId` and `targetId` take part in one project together. */
async function shareAProject(txCtx: TxContext, senderId: string, targetId: string): Promise<boolean> {
  const projectIds = await listProjectIdsOfParticipant(txCtx, { userId: senderId });
  if (projectIds.length === 0) return false;
  const participants = await listParticipantIdsOfProjects(txCtx, projectIds);
  return [...participants.values()].some((ids) => ids.includes(targetId));
}

/** Refuses a request the recipient must not get from this sender; counts a new account's offer. */
export async function admitRequest(txCtx: TxContext, values: RequestValues): Promise<void> {
  const targetId = values.recipientUserId ?? (await findTeamOwnerId(txCtx, { teamId: values.recipientTeamId! }));
  if (targetId) {
    const kind = isOffer(values.kind) ? "OFFER" : "INVITATION";
    await assertMayReach(txCtx, { actorId: values.senderId, targetId, kind });
    if (!(await shareAProject(txCtx, values.senderId, targetId))) {
      await assertNotRestricted(txCtx, values.senderId, "OFFER");
    }
  }
  if (isOffer(values.kind)) await takeDailyAllowance(txCtx, values.senderId, "OFFER");
}

/**
 * Whether the sender's own words ask to move off Crewlance: the message, and an offer's title and
 * description (a task invitation repeats the task's, which the task itself is flagged for).
 */
export function requestAsksOffPlatform(values: RequestValues): boolean {
  const texts = [values.message ?? "", ...(isOffer(values.kind) ? [values.title, values.description ?? ""] : [])];
  return offPlatformSignals(texts.join("\n")).length > 0;
}

/** Puts a request marked off-platform in the moderation queue, in the transaction that stored it. */
export async function flagRequest(txCtx: TxContext, row: { id: string; senderId: string; offPlatform: boolean }) {
  if (!row.offPlatform) return;
  await flagOffPlatform(txCtx, { itemKind: "OFFER", itemId: row.id, subjectUserId: row.senderId });
}
