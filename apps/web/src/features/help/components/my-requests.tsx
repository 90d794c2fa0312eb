import type { TSupportTicket, TSupportTicketSummary } from "@crewlance/contracts/help";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertCircle, Inbox } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { PagedList } from "@/components/paged-list";
import { RelativeTime } from "@/components/relative-time";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { closeMyTicket, myTicketQuery, myTicketsQuery, replyToMyTicket } from "../api";
import { helpKeys } from "../query-keys";
import { useRevealOnPhone } from "../use-reveal-on-phone";
import { TicketStatusBadge } from "./ticket-status-badge";
import { TicketThread } from "./ticket-thread";

export function TicketRow({
  ticket,
  selected,
  onSelect,
  extra,
}: {
  ticket: TSupportTicketSummary;
  selected: boolean;
  onSelect: () => void;
  extra?: string;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? "true" : undefined}
        className={cn(
          "w-full rounded-xl border p-3 text-left transition-colors",
          selected
            ? "border-amber-400 bg-amber-50/60 dark:bg-amber-500/10"
            : "border-line bg-surface hover:border-amber-300",
        )}
      >
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0 font-medium break-words text-fg">{ticket.subject}</span>
          <TicketStatusBadge status={ticket.status} />
        </span>
        <span className="mt-1 block text-xs text-muted">
          #{ticket.number} · {extra ? `${extra} · ` : ""}
          {ticket.replyCount === 1 ? "1 reply" : `${ticket.replyCount} replies`} · updated{" "}
          <RelativeTime iso={ticket.updatedAt} />
        </span>
      </button>
    </li>
  );
}

function ThreadPanel({ ticketId }: { ticketId: string }) {
  const queryClient = useQueryClient();
  const ticket = useQuery(myTicketQuery(ticketId));
  const refresh = (updated: TSupportTicket) => {
    queryClient.setQueryData(helpKeys.ticket(ticketId), updated);
    void queryClient.invalidateQueries({ queryKey: helpKeys.tickets() });
  };
  if (ticket.isPending) return <Skeleton className="h-48 w-full" />;
  if (ticket.isError) return <p role="alert">{errorMessage(ticket.error)}</p>;
  return (
    <TicketThread
      ticket={ticket.data}
      side="requester"
      onReply={(body) => replyToMyTicket({ id: ticketId, body }).then((response) => refresh(response.data))}
      onClose={() => closeMyTicket(ticketId).then((response) => refresh(response.data))}
    />
  );
}

/** 'My requests': my tickets, latest activity first, and the chosen one as a conversation. */
export function MyRequests({
  ticketId,
  onSelect,
  onContact,
}: {
  ticketId: string | null;
  onSelect: (id: string) => void;
  onContact: () => void;
}) {
  const [page, setPage] = useState(1);
  const tickets = useQuery({ ...myTicketsQuery(page), placeholderData: keepPreviousData });
  const selected = ticketId ?? tickets.data?.items[0]?.id ?? null;
  const threadRef = useRevealOnPhone<HTMLDivElement>(ticketId);
  return (
    <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <section aria-labelledby="my-requests-heading" className="min-w-0">
        <h2 id="my-requests-heading" className="mb-3 text-lg font-semibold text-fg">
          My requests
        </h2>
        <PagedList
          query={tickets}
          variant="card"
          errorClassName="text-sm text-red-700 dark:text-red-400"
          skeleton={<Skeleton className="h-24 w-full" />}
          empty={
            <EmptyState
              compact
              icon={Inbox}
              title="No requests yet"
              description="When you contact support, your requests and our answers appear here."
              action={<Button onClick={onContact}>Contact support</Button>}
            />
          }
          onPageChange={setPage}
        >
          {(items) => (
            <ul className="space-y-2">
              {items.map((item) => (
                <TicketRow
                  key={item.id}
                  ticket={item}
                  selected={item.id === selected}
                  onSelect={() => onSelect(item.id)}
                />
              ))}
            </ul>
          )}
        </PagedList>
      </section>
      {selected ? (
        <div ref={threadRef} className="min-w-0 scroll-mt-20">
          <Card className="p-4 sm:p-6">
            <ThreadPanel key={selected} ticketId={selected} />
          </Card>
        </div>
      ) : tickets.isError ? (
        <EmptyState icon={AlertCircle} title="Could not load your requests" description={errorMessage(tickets.error)} />
      ) : null}
    </div>
  );
}
