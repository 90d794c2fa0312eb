import { onEvent } from "../../lib/events";
import { named, nameOf } from "./answer-rules";
import { INBOX_LINK } from "./send-rules";
import { tell } from "./tell";

/* What the recipient (a freelancer, or a team's owner and admins) hears of a request sent to it. */
export function listenForSentRequests(): void {
  onEvent("CollaborationSent", async (txCtx, event) => {
    const you = event.teamName ? `your team ${event.teamName}` : "you";
    const { collaborationId } = event;
    if (event.kind === "OFFER") {
      const sender = await nameOf(txCtx, event.senderId, "A company");
      await tell(txCtx, event.notifyIds, {
        type: "COLLABORATION_OFFER",
        title: "New project offer",
        body: `${sender} offered ${you} the project "${event.title}".`,
        link: INBOX_LINK,
        collaborationId,
      });
    } else if (event.kind === "HOURLY_OFFER") {
      const sender = await nameOf(txCtx, event.senderId, "A company");
      await tell(txCtx, event.notifyIds, {
        type: "COLLABORATION_OFFER",
        title: "New hourly offer",
        body: `${sender} sent ${you} an ${named(event)}.`,
        link: INBOX_LINK,
        collaborationId,
      });
    } else if (event.kind === "PROJECT_INVITE") {
      const sender = await nameOf(txCtx, event.senderId, "Someone");
      await tell(txCtx, event.notifyIds, {
        type: "COLLABORATION_INVITATION",
        title: "Invitation to collaborate",
        body: `${sender} invited you to work on the project "${event.title}".`,
        link: INBOX_LINK,
        collaborationId,
      });
    } else {
      const sender = await nameOf(txCtx, event.senderId, "A company");
      await tell(txCtx, event.notifyIds, {
        type: "TASK_INVITATION",
        title: "Invitation to apply",
        body: `${sender} invited ${you} to apply to "${event.title}".`,
        link: `/tasks/${event.taskId}`,
        collaborationId,
      });
    }
  });
}
