import type { TChatMessage } from "@crewlance/contracts/chat";
import type { AppContext } from "../../context";
import { blockedIdsOf } from "../safety/index";
import type { ConversationRow } from "./access";

/*
 * Messages as one viewer sees them (decision 0092): a message from someone the viewer blocked is
 * left out of a team conversation's pages, search, catch-up and pushes, and kept in a project
 * conversation as a placeholder (the project's record stays whole). Direct conversations never
 * hold one: a block refuses the send.
 */

/** The placeholder a project conversation keeps for a blocked sender's message. */
export function asBlocked(message: TChatMessage): TChatMessage {
  return { ...message, body: "", attachment: null, hidden: "BLOCKED" };
}

/** `messages` for a viewer who blocked `blocked`, in the conversation of kind `kind`. */
export function forViewer(
  kind: ConversationRow["kind"],
  messages: readonly TChatMessage[],
  blocked: ReadonlySet<string>,
): TChatMessage[] {
  if (blocked.size === 0) return [...messages];
  if (kind === "PROJECT") return messages.map((m) => (blocked.has(m.sender.id) ? asBlocked(m) : m));
  return messages.filter((m) => !blocked.has(m.sender.id));
}

/** `messages` of `conversation` as `viewerId` sees them (one read of whom they blocked). */
export async function seenBy(
  ctx: AppContext,
  conversation: ConversationRow,
  viewerId: string,
  messages: readonly TChatMessage[],
): Promise<TChatMessage[]> {
  if (conversation.kind === "DIRECT" || messages.length === 0) return [...messages];
  return forViewer(conversation.kind, messages, await blockedIdsOf(ctx, viewerId));
}
