import type { TConversationDetail } from "@crewlance/contracts/chat";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertCircle, Lock } from "lucide-react";
import { useEffect } from "react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { fetchProjectConversation, fetchTeamConversation } from "@/lib/chat/api";
import { chatKeys } from "@/lib/chat/query-keys";
import { cn } from "@/lib/cn";
import { ChatThread } from "./chat-thread";
import { CHAT_PANE_HEIGHT } from "./pane-height";

type ScopedChatProps = {
  queryKey: readonly unknown[];
  load: () => Promise<TConversationDetail>;
  /** Why someone who is not a participant sees nothing. */
  notAllowed: string;
  className?: string;
};

/** A team's or a project's one conversation, made by the server on first open. */
function ScopedChat({ queryKey, load, notAllowed, className }: ScopedChatProps) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey, queryFn: load });
  useEffect(() => {
    if (query.data) queryClient.setQueryData(chatKeys.detail(query.data.id), query.data);
  }, [query.data, queryClient]);
  if (query.isPending) return <Skeleton className={cn("rounded-2xl", CHAT_PANE_HEIGHT)} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return status === 404 || status === 403 ? (
      <EmptyState icon={Lock} title="This conversation is not yours" description={notAllowed} />
    ) : (
      <EmptyState
        icon={AlertCircle}
        title="Could not open the conversation"
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  return (
    <ChatThread
      conversationId={query.data.id}
      className={cn("rounded-2xl border border-line shadow-sm", CHAT_PANE_HEIGHT, className)}
    />
  );
}

export function TeamChat({ teamId }: { teamId: string }) {
  return (
    <ScopedChat
      queryKey={chatKeys.team(teamId)}
      load={() => fetchTeamConversation(teamId)}
      notAllowed="Only the team's members read and write in its conversation."
    />
  );
}

export function ProjectChat({ projectId }: { projectId: string }) {
  return (
    <ScopedChat
      queryKey={chatKeys.project(projectId)}
      load={() => fetchProjectConversation(projectId)}
      notAllowed="Only the project's company, freelancer or team members and collaborators take part in it."
    />
  );
}
