import { useEffect } from "react";
import { TYPING_TTL_MS, typingSentence, useTypingStore } from "@/lib/chat/typing";

const NOBODY: never[] = [];

/** 'Ravi is typing…' under the thread; each typist fades out on their own after a few seconds. */
export function TypingLine({ conversationId }: { conversationId: string }) {
  const typists = useTypingStore((state) => state.byConversation[conversationId] ?? NOBODY);
  useEffect(() => {
    if (typists.length === 0) return;
    const timer = window.setInterval(() => useTypingStore.getState().prune(), TYPING_TTL_MS / 4);
    return () => window.clearInterval(timer);
  }, [typists.length]);
  const sentence = typingSentence(typists.map((typist) => typist.person.name.split(" ")[0] ?? typist.person.name));
  return (
    <p className="h-5 px-4 text-xs text-muted italic" aria-live="polite">
      {sentence}
    </p>
  );
}
