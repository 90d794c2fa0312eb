import { CHAT_EDIT_WINDOW_HOURS, type TChatMessage } from "@crewlance/contracts/chat";
import { AlertCircle, Check, CheckCheck, Clock, Flag, MoreHorizontal } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { OffPlatformNotice } from "@/components/safety/off-platform";
import { ReportDialog } from "@/components/safety/report-dialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Textarea } from "@/components/ui/input";
import type { PendingMessage } from "@/lib/chat/outbox";
import { cn } from "@/lib/cn";
import { DELETED_TEXT, HIDDEN_TEXT, timeLabel } from "../format";
import { AttachmentView } from "./attachment-view";

export type Receipt = "sent" | "read";

const bubbleClass = (mine: boolean) =>
  cn(
    "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-sm sm:max-w-[70%]",
    mine
      ? "rounded-br-md bg-amber-500 text-stone-950"
      : "rounded-bl-md border border-line bg-surface text-fg dark:bg-stone-800",
  );

function ReceiptMark({ receipt }: { receipt: Receipt }) {
  return receipt === "read" ? (
    <span className="inline-flex items-center" title="Read">
      <CheckCheck className="size-3.5" aria-hidden />
      <span className="sr-only">Read</span>
    </span>
  ) : (
    <span className="inline-flex items-center" title="Sent">
      <Check className="size-3.5" aria-hidden />
      <span className="sr-only">Sent</span>
    </span>
  );
}

const canStillEdit = (message: TChatMessage, now = Date.now()) =>
  !message.deletedAt && now - new Date(message.createdAt).getTime() < CHAT_EDIT_WINDOW_HOURS * 3_600_000;

type MessageBubbleProps = {
  message: TChatMessage;
  mine: boolean;
  showSender: boolean;
  receipt: Receipt | null;
  onEdit: (body: string) => Promise<void>;
  onDelete: () => Promise<void>;
  /** False in the admin's read-only history: nobody there reports. */
  reportable?: boolean;
};

/** Another person's message: its menu holds Report (decision 0092). */
function TheirMessageMenu({ message }: { message: TChatMessage }) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`Message actions for the message from ${message.sender.name}`}
          className="mb-1 grid size-7 place-items-center rounded-full text-muted opacity-70 hover:bg-surface-muted hover:opacity-100 focus-visible:opacity-100"
        >
          <MoreHorizontal className="size-4" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => setReporting(true)}>
            <Flag className="size-4" aria-hidden />
            Report
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog
        itemKind="MESSAGE"
        itemId={message.id}
        itemName={`this message from ${message.sender.name}`}
        open={reporting}
        onOpenChange={setReporting}
      />
    </>
  );
}

export function MessageBubble({
  message,
  mine,
  showSender,
  receipt,
  onEdit,
  onDelete,
  reportable = true,
}: MessageBubbleProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleted = Boolean(message.deletedAt);
  // Hidden by moderation or from a person the viewer blocked: a placeholder, never the body (decision 0092).
  const hidden = message.hidden ?? null;
  const placeholder = deleted || hidden !== null;

  const save = async () => {
    const body = draft.trim();
    if (!body || body === message.body) return setEditing(false);
    setSaving(true);
    try {
      await onEdit(body);
      setEditing(false);
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") setEditing(false);
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <li
      className={cn("group flex flex-wrap items-end gap-1", mine ? "justify-end" : "justify-start")}
      data-seq={message.seq}
    >
      {mine && !placeholder && !editing ? (
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label="Message actions"
            className="mb-1 grid size-7 place-items-center rounded-full text-muted opacity-70 hover:bg-surface-muted hover:opacity-100 focus-visible:opacity-100"
          >
            <MoreHorizontal className="size-4" aria-hidden />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {canStillEdit(message) && message.body ? (
              <DropdownMenuItem
                onSelect={() => {
                  setDraft(message.body);
                  setEditing(true);
                }}
              >
                Edit
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem onSelect={() => setConfirming(true)} className="text-red-700 dark:text-red-400">
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      <div className={cn(bubbleClass(mine), placeholder && "bg-transparent text-muted italic shadow-none")}>
        {showSender && !mine ? (
          <p className="mb-0.5 text-xs font-semibold text-amber-800 dark:text-amber-300">{message.sender.name}</p>
        ) : null}
        {deleted ? (
          <p>{DELETED_TEXT}</p>
        ) : hidden ? (
          <p>{HIDDEN_TEXT[hidden]}</p>
        ) : editing ? (
          <div className="w-64 max-w-full space-y-2">
            <Textarea
              aria-label="Edit message"
              value={draft}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              className="min-h-20 text-fg"
            />
            <div className="flex justify-end gap-2">
              <Button size="sm" variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void save()} disabled={saving}>
                Save
              </Button>
            </div>
          </div>
        ) : (
          <>
            {message.attachment ? (
              <div className={cn(message.body && "mb-1.5")}>
                <AttachmentView attachment={message.attachment} />
              </div>
            ) : null}
            {message.body ? <p className="whitespace-pre-wrap break-words">{message.body}</p> : null}
          </>
        )}
        <p
          className={cn(
            "mt-0.5 flex items-center justify-end gap-1 text-[11px]",
            mine && !placeholder ? "text-stone-800" : "text-muted",
          )}
        >
          {message.editedAt && !placeholder ? <span>edited</span> : null}
          <time dateTime={message.createdAt}>{timeLabel(message.createdAt)}</time>
          {mine && receipt && !placeholder ? <ReceiptMark receipt={receipt} /> : null}
        </p>
      </div>
      {!mine && !placeholder && reportable ? <TheirMessageMenu message={message} /> : null}
      {!mine && !placeholder && message.offPlatform ? (
        <div className="basis-full">
          <OffPlatformNotice className="max-w-[85%] sm:max-w-[70%]" />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this message?"
        description="Everyone in the conversation will see 'This message was deleted' instead."
        confirmLabel="Delete"
        tone="danger"
        busy={deleting}
        onConfirm={async () => {
          setDeleting(true);
          try {
            await onDelete();
            setConfirming(false);
          } finally {
            setDeleting(false);
          }
        }}
      />
    </li>
  );
}

/** A message not yet stored: 'Sending…', or 'Not sent — Retry' after a failure. */
export function PendingBubble({
  item,
  onRetry,
  onDiscard,
}: {
  item: PendingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const failed = item.status === "failed";
  return (
    <li className="flex flex-col items-end gap-1">
      <div className={cn(bubbleClass(true), "opacity-80", failed && "ring-2 ring-red-500/60")}>
        {item.attachment ? <p className="mb-1 truncate text-xs font-medium">📎 {item.attachment.fileName}</p> : null}
        {item.body ? <p className="whitespace-pre-wrap break-words">{item.body}</p> : null}
        {!failed ? (
          <p className="mt-0.5 flex items-center justify-end gap-1 text-[11px] text-stone-800">
            <Clock className="size-3" aria-hidden />
            Sending…
          </p>
        ) : null}
      </div>
      {failed ? (
        <div
          role="alert"
          className="flex max-w-[85%] flex-col items-end text-xs text-red-700 sm:max-w-[70%] dark:text-red-400"
        >
          <p className="flex items-center gap-2">
            <AlertCircle className="size-3.5" aria-hidden />
            <span>{"Not sent — "}</span>
            <button type="button" className="font-semibold underline underline-offset-2" onClick={onRetry}>
              Retry
            </button>
            <button type="button" className="text-muted underline underline-offset-2" onClick={onDiscard}>
              Discard
            </button>
          </p>
          {/* The refusal's own sentence (a restriction, the new-account daily limit), where it was tried. */}
          {item.error ? <p className="mt-0.5 text-right">{item.error}</p> : null}
        </div>
      ) : null}
    </li>
  );
}
