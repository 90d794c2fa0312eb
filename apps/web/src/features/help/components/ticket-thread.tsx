import type { TSupportTicket } from "@crewlance/contracts/help";
import { ZSupportTicketReplyRequest } from "@crewlance/contracts/help";
import { useMutation } from "@tanstack/react-query";
import { LifeBuoy, Paperclip, UserRound } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { RelativeTime } from "@/components/relative-time";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { ApiError, errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { fetchBlob, saveBlob } from "@/lib/download";
import { toast } from "@/lib/toast";
import { TicketStatusBadge } from "./ticket-status-badge";

type Message = { id: string; support: boolean; author: string; body: string; createdAt: string };

function messagesOf(ticket: TSupportTicket): Message[] {
  return [
    {
      id: "first",
      support: false,
      author: ticket.requester.fullName,
      body: ticket.message,
      createdAt: ticket.createdAt,
    },
    ...ticket.replies.map((reply) => ({
      id: reply.id,
      support: reply.from === "SUPPORT",
      author: reply.authorName,
      body: reply.body,
      createdAt: reply.createdAt,
    })),
  ];
}

async function download(ticket: TSupportTicket) {
  if (!ticket.attachment) return;
  try {
    saveBlob(await fetchBlob(ticket.attachment.url), ticket.attachment.fileName);
  } catch (error) {
    toast.error(errorMessage(error));
  }
}

/**
 * One ticket as a conversation, with a reply box and 'Close'. `side` says who is looking: the
 * requester or support; the actions are passed in, as each side calls its own endpoints.
 */
export function TicketThread({
  ticket,
  side,
  onReply,
  onClose,
}: {
  ticket: TSupportTicket;
  side: "requester" | "support";
  onReply: (body: string) => Promise<unknown>;
  onClose: () => Promise<unknown>;
}) {
  const id = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const reply = useMutation({
    mutationFn: onReply,
    onSuccess: () => {
      setBody("");
      toast.success(side === "support" ? "Your reply was sent." : "Your reply was sent to support.");
    },
    onError: (failure) => {
      toast.error(errorMessage(failure));
      setError(failure instanceof ApiError ? (failure.fieldErrors.body ?? undefined) : undefined);
    },
  });
  const close = useMutation({
    mutationFn: onClose,
    onSuccess: () => toast.success("The request is closed."),
    onError: (failure) => toast.error(errorMessage(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSupportTicketReplyRequest.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    reply.mutate(parsed.data.body);
  };
  const closedForSupport = side === "support" && ticket.status === "CLOSED";
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-muted">
            Request #{ticket.number} · {ticket.category}
          </p>
          <h3 className="mt-0.5 text-lg font-semibold break-words text-fg">{ticket.subject}</h3>
          {side === "support" ? (
            <p className="text-sm text-muted">
              From {ticket.requester.fullName} · {ticket.requester.email}
            </p>
          ) : null}
        </div>
        <TicketStatusBadge status={ticket.status} />
      </div>
      {ticket.attachment ? (
        <Button variant="link" className="mt-2" onClick={() => void download(ticket)}>
          <Paperclip className="size-4" aria-hidden />
          {ticket.attachment.fileName}
        </Button>
      ) : null}
      <ol className="mt-4 space-y-3" aria-label="Messages">
        {messagesOf(ticket).map((message) => (
          <li
            key={message.id}
            className={cn(
              "rounded-xl border p-3 sm:p-4",
              message.support
                ? "border-amber-200 bg-amber-50/70 dark:border-amber-500/30 dark:bg-amber-500/10"
                : "border-line bg-surface",
            )}
          >
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
              {message.support ? (
                <LifeBuoy className="size-3.5 text-amber-700 dark:text-amber-400" aria-hidden />
              ) : (
                <UserRound className="size-3.5" aria-hidden />
              )}
              <span className="font-medium text-fg">{message.author}</span>
              <RelativeTime iso={message.createdAt} />
            </p>
            <p className="mt-1.5 text-sm whitespace-pre-wrap break-words text-fg">{message.body}</p>
          </li>
        ))}
      </ol>
      {closedForSupport ? (
        <p className="mt-4 text-sm text-muted">This request is closed. It reopens if the person replies.</p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 space-y-2">
          <label htmlFor={`${id}-reply`} className="block text-sm font-medium text-fg">
            {side === "support" ? "Reply to the user" : ticket.status === "CLOSED" ? "Reopen with a reply" : "Reply"}
          </label>
          <Textarea
            id={`${id}-reply`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={4}
            maxLength={5000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : null}
          {reply.isError && !error ? <FormAlert error={reply.error} /> : null}
          <div className="flex flex-wrap justify-end gap-2">
            {ticket.status !== "CLOSED" ? (
              <Button variant="secondary" disabled={close.isPending} onClick={() => close.mutate()}>
                {side === "support" ? "Close request" : "Close my request"}
              </Button>
            ) : null}
            <Button type="submit" disabled={reply.isPending}>
              {reply.isPending ? "Sending…" : "Send reply"}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
