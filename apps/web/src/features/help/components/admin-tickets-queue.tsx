import type { TSupportTicket } from "@crewlance/contracts/help";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { PagedList } from "@/components/paged-list";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { answerTicket, closeTicketAsSupport, type QueueStatus, queueTicketQuery, supportQueueQuery } from "../api";
import { helpKeys } from "../query-keys";
import { useRevealOnPhone } from "../use-reveal-on-phone";
import { TicketRow } from "./my-requests";
import { TicketThread } from "./ticket-thread";

const STATUS_OPTIONS: ReadonlyArray<[QueueStatus, string]> = [
  ["OPEN", "Waiting for support"],
  ["ANSWERED", "Answered"],
  ["CLOSED", "Closed"],
  ["ALL", "All requests"],
];

function QueueThread({ ticketId }: { ticketId: string }) {
  const queryClient = useQueryClient();
  const ticket = useQuery(queueTicketQuery(ticketId));
  const refresh = (updated: TSupportTicket) => {
    queryClient.setQueryData(helpKeys.queueTicket(ticketId), updated);
    void queryClient.invalidateQueries({ queryKey: helpKeys.tickets() });
    void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
  };
  if (ticket.isPending) return <Skeleton className="h-48 w-full" />;
  if (ticket.isError) return <p role="alert">{errorMessage(ticket.error)}</p>;
  return (
    <TicketThread
      ticket={ticket.data}
      side="support"
      onReply={(body) => answerTicket({ id: ticketId, body }).then((response) => refresh(response.data))}
      onClose={() => closeTicketAsSupport(ticketId).then((response) => refresh(response.data))}
    />
  );
}

/** The admins' support queue: tickets by status, latest activity first; answer or close one. */
export function AdminTicketsQueue() {
  const [status, setStatus] = useState<QueueStatus>("OPEN");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const tickets = useQuery({ ...supportQueueQuery(status, page), placeholderData: keepPreviousData });
  const threadRef = useRevealOnPhone<HTMLDivElement>(selected);
  return (
    <div className="grid gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <section aria-labelledby="queue-heading" className="min-w-0">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="queue-heading" className="text-lg font-semibold whitespace-nowrap text-fg">
            Support tickets
          </h2>
          <label className="sr-only" htmlFor="queue-status">
            Show
          </label>
          <Select
            id="queue-status"
            className="w-44"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as QueueStatus);
              setPage(1);
              setSelected(null);
            }}
          >
            {STATUS_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <PagedList
          query={tickets}
          variant="card"
          errorClassName="text-sm text-red-700 dark:text-red-400"
          skeleton={<Skeleton className="h-24 w-full" />}
          empty={
            <EmptyState
              compact
              icon={Inbox}
              title={status === "OPEN" ? "No one is waiting" : "No requests here"}
              description={
                status === "OPEN" ? "Every request has an answer. New ones appear here." : "Choose another status."
              }
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
                  extra={item.requester.fullName}
                  selected={item.id === selected}
                  onSelect={() => setSelected(item.id)}
                />
              ))}
            </ul>
          )}
        </PagedList>
      </section>
      <div ref={threadRef} className="min-w-0 scroll-mt-20">
        <Card className="p-4 sm:p-6">
          {selected ? (
            <QueueThread key={selected} ticketId={selected} />
          ) : (
            <p className="text-sm text-muted">Choose a request to read it and reply.</p>
          )}
        </Card>
      </div>
    </div>
  );
}
