import type { TChatAttachment } from "@crewlance/contracts/chat";
import { create } from "zustand";

/**
 * Messages written here and not yet stored by the server. Each keeps the client id it was first
 * sent with, so a retry after 'Not sent' is the same message to the server (stored once).
 */
export type PendingMessage = {
  conversationId: string;
  clientId: string;
  body: string;
  attachment: TChatAttachment | null;
  status: "sending" | "failed";
  error: string | null;
  createdAt: string;
};

type OutboxState = {
  pending: Record<string, PendingMessage[]>;
  add: (message: PendingMessage) => void;
  update: (conversationId: string, clientId: string, change: Partial<PendingMessage>) => void;
  remove: (conversationId: string, clientId: string) => void;
  reset: () => void;
};

export const useOutboxStore = create<OutboxState>((set) => ({
  pending: {},
  add: (message) =>
    set((state) => ({
      pending: {
        ...state.pending,
        [message.conversationId]: [...(state.pending[message.conversationId] ?? []), message],
      },
    })),
  update: (conversationId, clientId, change) =>
    set((state) => ({
      pending: {
        ...state.pending,
        [conversationId]: (state.pending[conversationId] ?? []).map((item) =>
          item.clientId === clientId ? { ...item, ...change } : item,
        ),
      },
    })),
  remove: (conversationId, clientId) =>
    set((state) => {
      const list = state.pending[conversationId];
      if (!list?.some((item) => item.clientId === clientId)) return state;
      return { pending: { ...state.pending, [conversationId]: list.filter((item) => item.clientId !== clientId) } };
    }),
  reset: () => set({ pending: {} }),
}));

/** A client id the server accepts (letters, digits, '-' and '_'), unique enough per sender. */
export function newClientId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
