import type { TCollaboration, TCollaborationBox } from "@crewlance/contracts/collaborations";
import { CalendarClock, Check, ClipboardList, FolderKanban, X } from "lucide-react";
import { Link } from "react-router";
import { RelativeTime } from "@/components/relative-time";
import { isOffPlatform, OffPlatformNotice } from "@/components/safety/off-platform";
import { SafetyMenu } from "@/components/safety/safety-menu";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatRupees } from "@/lib/collaborations/format";
import { formatDay } from "@/lib/marketplace/labels";
import type { Answer } from "../api";
import { hourlySummary, isOffer, KIND_LABEL, milestonesSummary, STATUS_LABEL, STATUS_TONE } from "../labels";

/** The other side of a request, as the box shows it: who sent it (Received) or whom it went to (Sent). */
function counterpart(item: TCollaboration, box: TCollaborationBox) {
  if (box === "received") return { label: "From", name: item.sender.name, avatarUrl: item.sender.avatarUrl };
  if (item.recipientTeam)
    return { label: "To the team", name: item.recipientTeam.name, avatarUrl: item.recipientTeam.avatarUrl };
  return { label: "To", name: item.recipient?.name ?? "Former user", avatarUrl: item.recipient?.avatarUrl ?? null };
}

/** What the request says once answered, or when it lapses. */
function outcomeOf(item: TCollaboration): string | null {
  const by = item.respondedBy ? ` by ${item.respondedBy.name}` : "";
  if (item.status === "ACCEPTED")
    return `Accepted${by}${item.respondedAt ? ` on ${formatDay(item.respondedAt)}` : ""}.`;
  if (item.status === "DECLINED") return `Declined${by}${item.declineReason ? `: "${item.declineReason}"` : "."}`;
  if (item.status === "CANCELLED") return "Cancelled by the sender.";
  if (item.status === "EXPIRED") return `Expired on ${formatDay(item.expiresAt)} without an answer.`;
  return null;
}

export function CollaborationCard({
  item,
  box,
  onAnswer,
}: {
  item: TCollaboration;
  box: TCollaborationBox;
  onAnswer: (item: TCollaboration, answer: Answer) => void;
}) {
  const other = counterpart(item, box);
  const outcome = outcomeOf(item);
  const titleId = `collaboration-${item.id}-title`;
  return (
    <Card className="flex h-full flex-col p-5" aria-labelledby={titleId} role="article">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="neutral">{KIND_LABEL[item.kind]}</Badge>
        <Badge tone={STATUS_TONE[item.status]}>{STATUS_LABEL[item.status]}</Badge>
        {box === "received" ? (
          <SafetyMenu
            className="ml-auto size-8"
            label={`More actions for "${item.title}"`}
            ownerId={item.sender.id}
            report={{ itemKind: "OFFER", itemId: item.id, itemName: `this ${isOffer(item) ? "offer" : "invitation"}` }}
          />
        ) : null}
      </div>
      <h2 id={titleId} className="mt-3 text-base font-semibold text-fg [overflow-wrap:anywhere]">
        {item.title}
      </h2>
      <div className="mt-2 flex items-center gap-2 text-sm text-muted">
        <Avatar src={other.avatarUrl} name={other.name} size="sm" />
        <span className="min-w-0 truncate">
          {other.label} <span className="font-medium text-fg">{other.name}</span>
          {box === "received" && item.recipientTeam ? ` to your team ${item.recipientTeam.name}` : ""}
        </span>
        <span aria-hidden>·</span>
        <RelativeTime iso={item.createdAt} className="shrink-0" />
      </div>
      {item.kind === "OFFER" ? (
        <div className="mt-4 rounded-xl border border-line bg-surface-muted/50 p-3">
          <p className="text-sm font-medium text-fg">{milestonesSummary(item)}</p>
          <ol className="mt-2 space-y-1 text-sm">
            {item.milestones.map((milestone, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an offer's milestones are fixed and ordered.
              <li key={index} className="flex flex-wrap justify-between gap-x-4 text-muted">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {index + 1}. {milestone.title}
                </span>
                <span className="tabular-nums">
                  {formatRupees(milestone.amount)} · due {formatDay(milestone.dueDate)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : item.kind === "HOURLY_OFFER" && item.hourly ? (
        <div className="mt-4 rounded-xl border border-line bg-surface-muted/50 p-3">
          <p className="text-sm font-medium text-fg">{hourlySummary(item.hourly).terms}</p>
          <p className="mt-1 text-sm text-muted">{hourlySummary(item.hourly).detail}</p>
          {item.description ? <p className="mt-2 line-clamp-3 text-sm text-muted">{item.description}</p> : null}
        </div>
      ) : item.description ? (
        <p className="mt-3 line-clamp-3 text-sm text-muted">{item.description}</p>
      ) : null}
      {item.message ? (
        <blockquote className="mt-3 border-l-2 border-amber-400 pl-3 text-sm text-fg italic [overflow-wrap:anywhere]">
          {item.message}
        </blockquote>
      ) : null}
      {box === "received" && isOffPlatform(item) ? <OffPlatformNotice className="mt-3" /> : null}
      {outcome ? <p className="mt-3 text-sm text-muted [overflow-wrap:anywhere]">{outcome}</p> : null}
      {item.status === "PENDING" ? (
        <p className="mt-3 flex items-center gap-1.5 text-xs text-muted">
          <CalendarClock className="size-3.5" aria-hidden />
          Expires {formatDay(item.expiresAt)}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        {item.actions.includes("ACCEPT") ? (
          <Button size="sm" onClick={() => onAnswer(item, "accept")}>
            <Check className="size-4" aria-hidden />
            Accept
          </Button>
        ) : null}
        {item.actions.includes("DECLINE") ? (
          <Button size="sm" variant="secondary" onClick={() => onAnswer(item, "decline")}>
            <X className="size-4" aria-hidden />
            Decline
          </Button>
        ) : null}
        {item.actions.includes("CANCEL") ? (
          <Button size="sm" variant="secondary" onClick={() => onAnswer(item, "cancel")}>
            Cancel {isOffer(item) ? "offer" : "invitation"}
          </Button>
        ) : null}
        {item.project && item.status === "ACCEPTED" ? (
          <Link
            to={`/project-management/${item.project.id}`}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-amber-700 underline-offset-4 hover:underline dark:text-amber-400"
          >
            <FolderKanban className="size-4" aria-hidden />
            Open the project
          </Link>
        ) : null}
        {item.task ? (
          <Link
            to={`/tasks/${item.task.id}`}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-amber-700 underline-offset-4 hover:underline dark:text-amber-400"
          >
            <ClipboardList className="size-4" aria-hidden />
            View the task
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
