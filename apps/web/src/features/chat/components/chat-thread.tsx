import type { TChatMessage, TConversationDetail } from "@crewlance/contracts/chat";
import { useQueryClient } from "@tanstack/react-query";
import { AlertCircle, ArrowLeft, MessageSquare, Search, WifiOff } from "lucide-react";
import { Fragment, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { SafetyMenu } from "@/components/safety/safety-menu";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { chatErrorMessage, deleteMessage, editMessage } from "@/lib/chat/actions";
import { putMessages } from "@/lib/chat/cache";
import { useThread } from "@/lib/chat/hooks";
import { useRealtimeStore } from "@/lib/realtime/store";
import { toast } from "@/lib/toast";
import { Composer } from "./composer";
import { DayDivider, startsNewDay } from "./day-divider";
import { MessageBubble, PendingBubble, type Receipt } from "./message-bubble";
import { ThreadSearch } from "./thread-search";
import { TypingLine } from "./typing-line";

/** How close to the bottom (px) still counts as 'reading the latest': new messages scroll into view. */
const STICK_TO_BOTTOM_PX = 120;

function subtitleOf(detail: TConversationDetail): string {
  const count = detail.participants.length;
  if (detail.kind === "DIRECT") return "Direct message";
  return `${detail.kind === "TEAM" ? "Team" : "Project"} · ${count} ${count === 1 ? "person" : "people"}`;
}

/** ✓✓ once everyone else has read up to the message; ✓ once it is stored. */
function receiptOf(message: TChatMessage, detail: TConversationDetail | undefined, myId: string | undefined): Receipt {
  const others = (detail?.participants ?? []).filter((person) => person.id !== myId);
  if (others.length === 0) return "sent";
  const readBy = (id: string) =>
    (detail?.readStates.find((state) => state.userId === id)?.lastReadSeq ?? 0) >= message.seq;
  return others.every((person) => readBy(person.id)) ? "read" : "sent";
}

function ConnectionHint() {
  const status = useRealtimeStore((state) => state.status);
  if (status !== "reconnecting") return null;
  return (
    <p
      className="flex items-center gap-2 border-b border-line bg-amber-50 px-4 py-1.5 text-xs text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
      role="status"
    >
      <WifiOff className="size-3.5" aria-hidden />
      Reconnecting… new messages will appear when you are back online.
    </p>
  );
}

type ChatThreadProps = {
  conversationId: string;
  /** On a phone, the way back to the conversation list. */
  onBack?: () => void;
  /** Shown instead of the conversation's own title (a team's or a project's page has its own). */
  heading?: ReactNode;
  className?: string;
};

export function ChatThread({ conversationId, onBack, heading, className }: ChatThreadProps) {
  const queryClient = useQueryClient();
  const { detail, history, messages, pending, send, retry, discard, myId } = useThread(conversationId);
  const [searching, setSearching] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLLIElement>(null);
  const stickToBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);

  const loadOlder = () => {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    void history.fetchNextPage();
  };

  // Scrolling up to the top sentinel loads older history (keyset by seq).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the observer reads the latest loadOlder.
  useEffect(() => {
    const target = topSentinel.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadOlder(), {
      root: scroller.current,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [history.hasNextPage, history.isFetchingNextPage, messages.length > 0]);

  // Keep the reader's place when older messages arrive above; follow the bottom otherwise.
  const firstSeq = messages[0]?.seq;
  const lastKey = `${messages[messages.length - 1]?.id}-${pending.length}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when older messages are prepended.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    }
  }, [firstSeq]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && stickToBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  // Content that grows after it rendered (an image arriving) keeps the newest message in view.
  const content = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: observes the list once it is rendered.
  useEffect(() => {
    const list = content.current;
    const element = scroller.current;
    if (!list || !element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (stickToBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [messages.length > 0 || pending.length > 0]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
  };

  const onEdit = async (message: TChatMessage, body: string) => {
    try {
      putMessages(queryClient, conversationId, [await editMessage(conversationId, message.id, body)]);
    } catch (error) {
      toast.error(chatErrorMessage(error));
      throw error;
    }
  };
  const onDelete = async (message: TChatMessage) => {
    try {
      putMessages(queryClient, conversationId, [await deleteMessage(conversationId, message.id)]);
    } catch (error) {
      toast.error(chatErrorMessage(error));
      throw error;
    }
  };

  const conversation = detail.data;
  const isGroup = conversation ? conversation.kind !== "DIRECT" : false;
  // A direct chat's header offers Report and Block for the other person (decision 0092).
  const directPartner =
    conversation?.kind === "DIRECT" ? conversation.participants.find((person) => person.id !== myId) : undefined;
  const failedToLoad = detail.isError ? detail.error : history.isError ? history.error : null;

  return (
    <section
      aria-label={conversation ? `Conversation: ${conversation.title}` : "Conversation"}
      className={`flex min-h-0 flex-col overflow-hidden bg-page ${className ?? ""}`}
    >
      <header className="flex items-center gap-3 border-b border-line bg-surface px-3 py-2.5 sm:px-4">
        {onBack ? (
          <Button
            variant="ghost"
            className="size-9 shrink-0 px-0 md:hidden"
            aria-label="Back to conversations"
            onClick={onBack}
          >
            <ArrowLeft className="size-5" aria-hidden />
          </Button>
        ) : null}
        {heading ?? (
          <>
            <Avatar src={conversation?.avatarUrl} name={conversation?.title} size="sm" />
            <div className="min-w-0 flex-1">
              <h2 className="truncate text-sm font-semibold text-fg">{conversation?.title ?? "Loading…"}</h2>
              <p className="truncate text-xs text-muted">{conversation ? subtitleOf(conversation) : "\u00a0"}</p>
            </div>
          </>
        )}
        <Button
          variant="ghost"
          className="ml-auto size-9 shrink-0 px-0"
          aria-label="Search in this conversation"
          aria-pressed={searching}
          onClick={() => setSearching((value) => !value)}
        >
          <Search className="size-4" aria-hidden />
        </Button>
        {directPartner ? (
          <SafetyMenu
            className="border-0 bg-transparent"
            label={`More actions for ${directPartner.name}`}
            report={{ itemKind: "USER", itemId: directPartner.id, itemName: directPartner.name }}
            person={{ userId: directPartner.id, name: directPartner.name }}
          />
        ) : null}
      </header>
      <ConnectionHint />
      {searching ? <ThreadSearch conversationId={conversationId} onClose={() => setSearching(false)} /> : null}
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label="Messages"
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5"
      >
        {failedToLoad ? (
          <EmptyState
            icon={AlertCircle}
            compact
            title="Could not load this conversation"
            description={errorMessage(failedToLoad)}
            action={
              <Button onClick={() => void (detail.isError ? detail.refetch() : history.refetch())}>Try again</Button>
            }
          />
        ) : history.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-10 w-2/3 rounded-2xl" />
            <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
            <Skeleton className="h-16 w-3/5 rounded-2xl" />
          </div>
        ) : messages.length === 0 && pending.length === 0 ? (
          <EmptyState
            icon={MessageSquare}
            compact
            className="mt-6"
            title="No messages yet"
            description="Say hello: write below and press Enter. Attach a file with the paper clip."
          />
        ) : (
          <ol ref={content} className="space-y-1.5">
            <li ref={topSentinel} className="flex justify-center pb-2">
              {history.hasNextPage ? (
                <Button size="sm" variant="secondary" onClick={loadOlder} disabled={history.isFetchingNextPage}>
                  {history.isFetchingNextPage ? "Loading…" : "Load earlier messages"}
                </Button>
              ) : (
                <span className="text-xs text-muted">The beginning of the conversation</span>
              )}
            </li>
            {messages.map((message, index) => {
              const previous = messages[index - 1];
              const newDay = startsNewDay(message, previous);
              const mine = message.sender.id === myId;
              const sameSender = previous && !newDay && previous.sender.id === message.sender.id;
              return (
                <Fragment key={message.id}>
                  {newDay ? <DayDivider at={message.createdAt} /> : null}
                  <MessageBubble
                    message={message}
                    mine={mine}
                    showSender={isGroup && !sameSender}
                    receipt={mine ? receiptOf(message, conversation, myId) : null}
                    onEdit={(body) => onEdit(message, body)}
                    onDelete={() => onDelete(message)}
                  />
                </Fragment>
              );
            })}
            {pending.map((item) => (
              <PendingBubble
                key={item.clientId}
                item={item}
                onRetry={() => retry(item.clientId)}
                onDiscard={() => discard(item.clientId)}
              />
            ))}
          </ol>
        )}
      </div>
      <TypingLine conversationId={conversationId} />
      <Composer
        conversationId={conversationId}
        onSend={(body, attachment) => {
          stickToBottom.current = true;
          send(body, attachment);
        }}
      />
    </section>
  );
}
