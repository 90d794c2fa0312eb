import { onEvent } from "../../lib/events";
import type { TxContext } from "../../lib/transaction";
import { createNotifications } from "../notifications/index";
import { teamManagerIds } from "../teams/index";
import { named, nameOf } from "./answer-rules";
import { INBOX_LINK } from "./send-rules";
import { tell } from "./tell";

/** Who hears of a change on the recipient's side: the freelancer, or the team's owner and admins. */
function recipientIds(txCtx: TxContext, event: { recipientUserId: string | null; recipientTeamId: string | null }) {
  return event.recipientUserId
    ? Promise.resolve([event.recipientUserId])
    : teamManagerIds(txCtx, event.recipientTeamId!);
}

/* What the other side hears when a request is accepted, declined, cancelled or expires. */
export function listenForAnsweredRequests(): void {
  onEvent("CollaborationAccepted", async (txCtx, event) => {
    const { collaborationId, title } = event;
    const who = await nameOf(txCtx, event.responderId);
    const link = event.projectId ? `/project-management/${event.projectId}` : `/tasks/${event.taskId}`;
    const body =
      event.kind === "OFFER"
        ? `${who} accepted your offer "${title}": the project has started.`
        : event.kind === "HOURLY_OFFER"
          ? `${who} accepted your ${named(event)}: the hourly contract has started.`
          : event.kind === "PROJECT_INVITE"
            ? `${who} joined "${title}" as a collaborator.`
            : `${who} accepted your invitation to apply to "${title}".`;
    await tell(txCtx, [event.senderId], {
      type: "COLLABORATION_ACCEPTED",
      title: "Accepted",
      body,
      link,
      collaborationId,
    });
    // The hired team's other owners and admins hear that their team has a new project.
    if ((event.kind === "OFFER" || event.kind === "HOURLY_OFFER") && event.recipientTeamId) {
      const others = (await teamManagerIds(txCtx, event.recipientTeamId)).filter((id) => id !== event.responderId);
      await tell(txCtx, others, {
        type: "COLLABORATION_ACCEPTED",
        title: "Your team was hired",
        body: `${who} accepted the ${event.kind === "OFFER" ? `offer "${title}"` : named(event)} for your team.`,
        link,
        collaborationId,
      });
    }
  });
  onEvent("CollaborationDeclined", async (txCtx, event) => {
    const who = await nameOf(txCtx, event.responderId);
    await tell(txCtx, [event.senderId], {
      type: "COLLABORATION_DECLINED",
      title: "Declined",
      body: `${who} declined your ${named(event)}${event.reason ? `: ${event.reason}` : "."}`,
      link: "/collaboration?box=sent",
      collaborationId: event.collaborationId,
    });
  });
  onEvent("CollaborationCancelled", async (txCtx, event) => {
    const who = await nameOf(txCtx, event.senderId);
    await tell(txCtx, await recipientIds(txCtx, event), {
      type: "COLLABORATION_CANCELLED",
      title: "Cancelled",
      body: `${who} cancelled the ${named(event)}.`,
      link: INBOX_LINK,
      collaborationId: event.collaborationId,
    });
  });
  onEvent("CollaborationExpired", async (txCtx, event) => {
    const what = named(event);
    const notes = [
      {
        userId: event.senderId,
        link: "/collaboration?box=sent",
        body: `Your ${what} expired unanswered.`,
      },
      ...(await recipientIds(txCtx, event)).map((userId) => ({
        userId,
        link: INBOX_LINK,
        body: `The ${what} expired before it was answered.`,
      })),
    ];
    await createNotifications(
      txCtx,
      notes.map((note) => ({
        userId: note.userId,
        type: "COLLABORATION_EXPIRED",
        title: "Expired",
        body: note.body,
        link: note.link,
        data: { collaborationId: event.collaborationId },
      })),
    );
  });
}
