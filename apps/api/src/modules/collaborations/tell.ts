import type { TxContext } from "../../lib/transaction";
import { createNotifications } from "../notifications/index";

/** One notification of a request to each of `userIds`, once each, in the order given. */
export async function tell(
  txCtx: TxContext,
  userIds: string[],
  note: { type: string; title: string; body: string; link: string; collaborationId: string },
) {
  await createNotifications(
    txCtx,
    [...new Set(userIds)].map((userId) => ({
      userId,
      type: note.type,
      title: note.title,
      body: note.body,
      link: note.link,
      data: { collaborationId: note.collaborationId },
    })),
  );
}
