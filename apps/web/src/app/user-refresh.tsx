import { useEffect } from "react";
import { useLocation } from "react-router";
import { fetchCurrentUser } from "@/features/auth/api";
import { useAuthStore } from "@/lib/session/auth-store";
import { readStorage, STORAGE_KEYS } from "@/lib/storage";

/** On load and on every route change, refetches the user when a token is stored (spec A7). */
export function RouteChangeUserRefresh() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refetch is meant to run on every route change.
  useEffect(() => {
    if (!readStorage<string | null>(STORAGE_KEYS.accessToken, null)) return;
    const controller = new AbortController();
    fetchCurrentUser()
      .then((user) => {
        if (!controller.signal.aborted) useAuthStore.getState().setUser(user);
      })
      .catch(() => {
        // A failed refetch keeps the stored user; an expired session is reset by the API client.
      });
    return () => controller.abort();
  }, [pathname]);
  return null;
}
