import type { TChatPerson } from "@crewlance/contracts/chat";
import { create } from "zustand";

/** How long a 'typing' lasts without a new one: the sender repeats it while typing goes on. */
export const TYPING_TTL_MS = 6_000;
/** How often the sender repeats 'typing' while the person keeps typing. */
export const TYPING_REPEAT_MS = 3_000;

type Typist = { person: TChatPerson; until: number };

type TypingState = {
  byConversation: Record<string, Typist[]>;
  set: (conversationId: string, person: TChatPerson, isTyping: boolean, now?: number) => void;
  prune: (now?: number) => void;
  reset: () => void;
};

export const useTypingStore = create<TypingState>((set) => ({
  byConversation: {},
  set: (conversationId, person, isTyping, now = Date.now()) =>
    set((state) => {
      const others = (state.byConversation[conversationId] ?? []).filter((item) => item.person.id !== person.id);
      const next = isTyping ? [...others, { person, until: now + TYPING_TTL_MS }] : others;
      return { byConversation: { ...state.byConversation, [conversationId]: next } };
    }),
  prune: (now = Date.now()) =>
    set((state) => {
      let changed = false;
      const byConversation: Record<string, Typist[]> = {};
      for (const [id, list] of Object.entries(state.byConversation)) {
        const alive = list.filter((item) => item.until > now);
        if (alive.length !== list.length) changed = true;
        byConversation[id] = alive;
      }
      return changed ? { byConversation } : state;
    }),
  reset: () => set({ byConversation: {} }),
}));

/** 'Ravi is typing…', 'Ravi and Meera are typing…', '3 people are typing…'. */
export function typingSentence(names: string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return `${names.length} people are typing…`;
}
