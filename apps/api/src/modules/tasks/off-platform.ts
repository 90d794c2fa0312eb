import { offPlatformSignals } from "@crewlance/contracts/off-platform";
import type { TxContext } from "../../lib/transaction";
import { flagOffPlatform } from "../safety/index";

/*
 * A task's title or description asking to move work or payment off Crewlance (decision 0092):
 * marked on the row at every write (and cleared when edited clean), flagged for the moderation
 * queue once the task is out where freelancers read it.
 */

/** Whether the texts a freelancer reads carry an off-platform signal. */
export function taskAsksOffPlatform(task: { title: string; description: string }): boolean {
  return offPlatformSignals(`${task.title}\n${task.description}`).length > 0;
}

/** Flags an OPEN task marked off-platform; a draft waits until it is published. */
export async function flagTaskIfOffPlatform(
  txCtx: TxContext,
  task: { id: string; companyId: string; status: string; offPlatform: boolean },
): Promise<void> {
  if (!task.offPlatform || task.status !== "OPEN") return;
  await flagOffPlatform(txCtx, { itemKind: "TASK", itemId: task.id, subjectUserId: task.companyId });
}
