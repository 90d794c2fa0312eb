import { MessagesSquare } from "lucide-react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { PageHeader } from "@/components/page-header";
import { cn } from "@/lib/cn";
import { useAuthStore } from "@/lib/session/auth-store";
import { ChatThread } from "../components/chat-thread";
import { ConversationList } from "../components/conversation-list";
import { CHAT_PANE_HEIGHT, CHAT_THREAD_PANE_HEIGHT } from "../components/pane-height";

/** Where to go to start a conversation, by role. */
function StartElsewhere() {
  const role = useAuthStore((state) => state.user?.role);
  if (role === "COMPANY")
    return (
      <LinkButton to="/freelancers" variant="primary">
        Find freelancers
      </LinkButton>
    );
  if (role === "FREELANCER") {
    return (
      <>
        <LinkButton to="/tasks" variant="primary">
          Browse tasks
        </LinkButton>
        <LinkButton to="/team" variant="secondary">
          Your teams
        </LinkButton>
      </>
    );
  }
  return null;
}

/**
 * /chat: conversations beside the open one; the open one is in the address
 * (?c=<id>) so a link, the back button and a reload keep it. On a phone, the list, then the thread.
 */
export default function ChatScreen() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get("c");
  const q = params.get("q") ?? "";
  const update = (change: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace });
  };

  return (
    <div>
      <PageHeader
        title="Chat"
        description="Direct, team and project conversations, live."
        className={cn("mb-4", selectedId && "max-md:hidden")}
      />
      <div
        className={cn(
          "grid grid-cols-[minmax(0,1fr)] overflow-hidden rounded-2xl border border-line bg-surface shadow-sm md:grid-cols-[320px_minmax(0,1fr)]",
          selectedId ? CHAT_THREAD_PANE_HEIGHT : CHAT_PANE_HEIGHT,
        )}
      >
        <ConversationList
          q={q}
          onSearch={(value) => update({ q: value || null }, true)}
          selectedId={selectedId}
          onSelect={(id) => update({ c: id })}
          emptyAction={<StartElsewhere />}
          className={cn("min-h-0 md:border-r md:border-line", selectedId && "max-md:hidden")}
        />
        {selectedId ? (
          <ChatThread
            key={selectedId}
            conversationId={selectedId}
            onBack={() => update({ c: null })}
            className="min-h-0"
          />
        ) : (
          <div className="hidden min-h-0 place-items-center p-6 md:grid">
            <EmptyState
              icon={MessagesSquare}
              className="border-0 bg-transparent"
              title="Choose a conversation"
              description="Pick one on the left to read and reply. New messages arrive here as they are sent."
            />
          </div>
        )}
      </div>
    </div>
  );
}
