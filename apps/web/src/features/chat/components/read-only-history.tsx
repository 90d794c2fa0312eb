import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { AlertCircle, MessageSquare } from "lucide-react";
import { Fragment } from "react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { fetchMessages, fetchProjectConversation } from "@/lib/chat/api";
import { chatKeys } from "@/lib/chat/query-keys";
import { cn } from "@/lib/cn";
import { DayDivider, startsNewDay } from "./day-divider";
import { MessageBubble } from "./message-bubble";
import { CHAT_PANE_HEIGHT } from "./pane-height";

const nothing = async () => {};

/**
 * A disputed project's conversation as an admin reads it (decision 0080): the history through
 * REST, older pages on request. No composer, no socket, nothing marked read, no message menu.
 */
export function ReadOnlyProjectChat({ projectId }: { projectId: string }) {
  const conversation = useQuery({
    queryKey: chatKeys.readOnly(projectId),
    queryFn: () => fetchProjectConversation(projectId),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const conversationId = conversation.data?.id ?? "";
  const history = useInfiniteQuery({
    queryKey: chatKeys.readOnlyMessages(projectId),
    queryFn: ({ pageParam }) => fetchMessages(conversationId, pageParam === null ? {} : { before: pageParam }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.hasMore && page.items[0] ? page.items[0].seq : undefined),
    enabled: conversationId !== "",
  });
  if (conversation.isPending || (conversationId && history.isPending)) {
    return <Skeleton className={cn("rounded-2xl", CHAT_PANE_HEIGHT)} aria-busy="true" />;
  }
  const notStarted = conversation.error instanceof ApiError && conversation.error.status === 404;
  const failed = notStarted ? null : (conversation.error ?? history.error);
  if (failed) {
    return (
      <EmptyState
        icon={AlertCircle}
        title="Could not load the conversation"
        description={errorMessage(failed)}
        action={
          <Button onClick={() => void (conversation.isError ? conversation.refetch() : history.refetch())}>
            Try again
          </Button>
        }
      />
    );
  }
  // Pages come newest first, each oldest first: the oldest page leads.
  const messages = [...(history.data?.pages ?? [])].reverse().flatMap((page) => page.items);
  if (notStarted || messages.length === 0) {
    return (
      <EmptyState
        icon={MessageSquare}
        title="No messages"
        description="The company and the freelancer have not written to each other in this project."
      />
    );
  }
  return (
    <section
      aria-label="Conversation history"
      className="overflow-hidden rounded-2xl border border-line bg-page shadow-sm"
    >
      <ol className="space-y-1.5 px-3 py-4 sm:px-5">
        <li className="flex justify-center pb-2">
          {history.hasNextPage ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
            >
              {history.isFetchingNextPage ? "Loading…" : "Load earlier messages"}
            </Button>
          ) : (
            <span className="text-xs text-muted">The beginning of the conversation</span>
          )}
        </li>
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const newDay = startsNewDay(message, previous);
          const sameSender = previous && !newDay && previous.sender.id === message.sender.id;
          return (
            <Fragment key={message.id}>
              {newDay ? <DayDivider at={message.createdAt} /> : null}
              <MessageBubble
                message={message}
                mine={false}
                showSender={!sameSender}
                receipt={null}
                onEdit={nothing}
                onDelete={nothing}
                reportable={false}
              />
            </Fragment>
          );
        })}
      </ol>
    </section>
  );
}
