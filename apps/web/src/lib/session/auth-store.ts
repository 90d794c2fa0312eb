import type { TUser } from "@crewlance/contracts/users";
import { create } from "zustand";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";

type AuthSession = { user: TUser; accessToken: string; refreshToken: string };

type AuthState = {
  user: TUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  setAuth: (session: AuthSession) => void;
  setUser: (user: TUser) => void;
  setTokens: (tokens: { accessToken: string; refreshToken: string }) => void;
  reset: () => void;
};

/** Storage whose failures are logged and read as empty, so the app still starts. */
const safeStorage: StateStorage = {
  getItem: (name) => {
    const value = readStorage<unknown>(name, null);
    return value === null ? null : JSON.stringify(value);
  },
  setItem: (name, value) => writeStorage(name, JSON.parse(value)),
  removeItem: (name) => removeStorage(name),
};

const signedOut = { user: null, accessToken: null, refreshToken: null, isAuthenticated: false, isAdmin: false };

/** Also mirrors the token and user under their own keys. */
function mirror(accessToken: string | null, user: TUser | null): void {
  if (accessToken) writeStorage(STORAGE_KEYS.accessToken, accessToken);
  else removeStorage(STORAGE_KEYS.accessToken);
  if (user) writeStorage(STORAGE_KEYS.user, user);
  else removeStorage(STORAGE_KEYS.user);
}

type StoredSession = Pick<AuthState, "user" | "accessToken" | "refreshToken" | "isAuthenticated" | "isAdmin">;

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      setAuth: ({ user, accessToken, refreshToken }) => {
        mirror(accessToken, user);
        set({ user, accessToken, refreshToken, isAuthenticated: true, isAdmin: user.role === "ADMIN" });
      },
      setUser: (user) => {
        mirror(get().accessToken, user);
        set({ user, isAdmin: user.role === "ADMIN" });
      },
      setTokens: ({ accessToken, refreshToken }) => {
        mirror(accessToken, get().user);
        set({ accessToken, refreshToken });
      },
      reset: () => {
        mirror(null, null);
        set(signedOut);
      },
    }),
    {
      name: STORAGE_KEYS.auth,
      storage: createJSONStorage(() => safeStorage),
      partialize: ({ user, accessToken, refreshToken, isAuthenticated, isAdmin }) => ({
        user,
        accessToken,
        refreshToken,
        isAuthenticated,
        isAdmin,
      }),
    },
  ),
);

/**
 * The session local storage holds now, which another tab may have written after this one read
 * it (a refresh, a sign-in); null when it holds none.
 */
function readStoredSession(): StoredSession | null {
  const stored = readStorage<{ state?: Partial<StoredSession> } | null>(STORAGE_KEYS.auth, null);
  const state = stored?.state;
  if (!state?.user || typeof state.accessToken !== "string" || typeof state.refreshToken !== "string") return null;
  return {
    user: state.user,
    accessToken: state.accessToken,
    refreshToken: state.refreshToken,
    isAuthenticated: true,
    isAdmin: state.user.role === "ADMIN",
  };
}

/**
 * Takes the stored session into this tab when it differs from the one this tab holds, so the tab
 * never sends (or writes back over a newer one) a refresh token another tab already rotated.
 * True when it took one.
 */
export function adoptStoredSession(): boolean {
  const stored = readStoredSession();
  const { accessToken, refreshToken } = useAuthStore.getState();
  if (!stored || (stored.accessToken === accessToken && stored.refreshToken === refreshToken)) return false;
  useAuthStore.setState(stored);
  return true;
}

// Another tab's refresh or sign-in reaches this one at once (its sign-out reaches it through the
// API: the family is revoked, so this tab's next call ends its session).
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === STORAGE_KEYS.auth) adoptStoredSession();
  });
}
