import { useQuery } from "@tanstack/react-query";
import { useFirstScreenPainted } from "@/lib/first-screen";
import { useRealtimeStore } from "@/lib/realtime/store";
import { useAuthStore } from "@/lib/session/auth-store";
import { fetchUnreadConversationCount } from "./api";
import { chatKeys } from "./query-keys";

const CHAT_UNREAD_POLL_INTERVAL_MS = 30_000;

/**
 * How many conversations have unread messages, for the Messages badge (decision 0082). Asked
 * once the first screen has painted (decision 0065), again whenever the socket says a message
 * came or something was read (lib/chat/live.ts), when the tab returns, and every 30 s only while
 * the socket is down (decision 0046). Every badge reads the one query.
 */
export function useChatUnreadCount(): number {
  const painted = useFirstScreenPainted();
  const signedIn = useAuthStore((state) => Boolean(state.accessToken));
  const live = useRealtimeStore((state) => state.status === "connected");
  const { data } = useQuery({
    queryKey: chatKeys.unread(),
    queryFn: fetchUnreadConversationCount,
    enabled: painted && signedIn,
    staleTime: 5_000,
    refetchInterval: live ? false : CHAT_UNREAD_POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
    notifyOnChangeProps: ["data"],
  });
  return data ?? 0;
}
