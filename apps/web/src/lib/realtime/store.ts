import { create } from "zustand";

/**
 * The live connection's state as the screens read it. `idle`: nobody signed in or not started;
 * `connecting`: the first attempt; `connected`; `reconnecting`: it was up and dropped (the app
 * polls and shows a hint meanwhile).
 */
export type RealtimeStatus = "idle" | "connecting" | "connected" | "reconnecting";

type RealtimeState = {
  status: RealtimeStatus;
  /** Bumped on every (re)connection, so a hook can tell one connection from the next. */
  connectionCount: number;
  setStatus: (status: RealtimeStatus) => void;
};

export const useRealtimeStore = create<RealtimeState>((set) => ({
  status: "idle",
  connectionCount: 0,
  setStatus: (status) =>
    set((state) => ({
      status,
      connectionCount: status === "connected" ? state.connectionCount + 1 : state.connectionCount,
    })),
}));
