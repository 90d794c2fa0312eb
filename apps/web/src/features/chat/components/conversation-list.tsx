import { formatBadgeCount } from "@crewlance/contracts/badge-count";
import type { TConversationSummary } from "@crewlance/contracts/chat";
import { useInfiniteQuery } from "@tanstack/react-query";
import { AlertCircle, MessageSquare, Search, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { DebouncedInput } from "@/components/debounced-input";
import { EmptyState } from "@/components/empty-state";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { conversationsQuery } from "@/lib/chat/hooks";
import { cn } from "@/lib/cn";
import { useAuthStore } from "@/lib/session/auth-store";
import { listTimeLabel, previewOf } from "../format";

const KIND_LABEL = { DIRECT: null, TEAM: "Team", PROJECT: "Project" } as const;

function ConversationRow({
  conversation,
  selected,
  onSelect,
}: {
  conversation: TConversationSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  const myId = useAuthStore((state) => state.user?.id);
  const unread = conversation.unreadCount > 0;
  const kind = KIND_LABEL[conversation.kind];
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? "true" : undefined}
        className={cn(
          "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left transition-colors",
          selected ? "bg-amber-100/70 dark:bg-amber-500/15" : "hover:bg-surface-muted",
        )}
      >
        <Avatar src={conversation.avatarUrl} name={conversation.title} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={cn("truncate text-sm text-fg", unread ? "font-semibold" : "font-medium")}>
              {conversation.title}
            </span>
            {kind ? (
              <span className="shrink-0 rounded bg-surface-muted px-1.5 text-[10px] font-semibold tracking-wide text-muted uppercase">
                {kind}
              </span>
            ) : null}
            <time dateTime={conversation.lastActivityAt} className="ml-auto shrink-0 text-xs text-muted">
              {listTimeLabel(conversation.lastActivityAt)}
            </time>
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span className={cn("truncate text-xs", unread ? "text-fg" : "text-muted")}>
              {conversation.lastMessage ? previewOf(conversation.lastMessage, myId) : "No messages yet"}
            </span>
            {unread ? (
              <span className="ml-auto inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-amber-500 px-1.5 text-[11px] font-semibold text-stone-950 tabular-nums">
                <span aria-hidden>{formatBadgeCount(conversation.unreadCount)}</span>
                <span className="sr-only">{`${formatBadgeCount(conversation.unreadCount)} unread`}</span>
              </span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}

type ConversationListProps = {
  q: string;
  onSearch: (q: string) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** What to do when there is no conversation at all (links to people, teams and projects). */
  emptyAction?: ReactNode;
  className?: string;
};

export function ConversationList({ q, onSearch, selectedId, onSelect, emptyAction, className }: ConversationListProps) {
  const query = useInfiniteQuery(conversationsQuery(q));
  const conversations = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-label="Conversations" className={cn("flex min-h-0 flex-col bg-surface", className)}>
      <div className="border-b border-line p-3">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <DebouncedInput
            value={q}
            onCommit={onSearch}
            type="search"
            aria-label="Search conversations"
            placeholder="Search people, teams, projects"
            className="pl-9"
            delayMs={300}
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {query.isPending ? (
          <div className="space-y-2 p-1" aria-busy="true">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-14 rounded-xl" />
            ))}
          </div>
        ) : query.isError ? (
          <EmptyState
            icon={AlertCircle}
            compact
            title="Could not load your conversations"
            description={errorMessage(query.error)}
            action={<Button onClick={() => void query.refetch()}>Try again</Button>}
          />
        ) : conversations.length === 0 ? (
          q ? (
            <EmptyState
              icon={SearchX}
              compact
              title="No conversation matches"
              description={`Nobody, no team and no project called “${q}” in your conversations.`}
              action={
                <Button variant="secondary" onClick={() => onSearch("")}>
                  Clear search
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={MessageSquare}
              compact
              title="No conversations yet"
              description="Press 'Message' on a freelancer's profile, a task or an application to start one. Your teams and projects have their own conversations too."
              action={emptyAction}
            />
          )
        ) : (
          <>
            <ul className="space-y-0.5">
              {conversations.map((conversation) => (
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  selected={conversation.id === selectedId}
                  onSelect={() => onSelect(conversation.id)}
                />
              ))}
            </ul>
            {query.hasNextPage ? (
              <div className="flex justify-center p-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? "Loading…" : "Show older conversations"}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
