import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { fetchCurrentUser } from "@/features/auth";
import { afterFirstScreen } from "@/lib/first-screen";
import { useAuthStore } from "@/lib/session/auth-store";
import { readStorage, STORAGE_KEYS } from "@/lib/storage";

/**
 * On load and on every route change, refetches the user when a token is stored. On load
 * the stored user is enough to paint, so that refetch waits for the first screen's paint instead
 * of sharing a phone's bandwidth with the screen's own files (decision 0065).
 */
export function RouteChangeUserRefresh() {
  const { pathname } = useLocation();
  const loaded = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refetch is meant to run on every route change.
  useEffect(() => {
    if (!readStorage<string | null>(STORAGE_KEYS.accessToken, null)) return;
    const controller = new AbortController();
    const refetch = () => {
      fetchCurrentUser()
        .then((user) => {
          if (!controller.signal.aborted) useAuthStore.getState().setUser(user);
        })
        .catch(() => {
          // A failed refetch keeps the stored user; an expired session is reset by the API client.
        });
    };
    let cancelWait = () => {};
    if (loaded.current) refetch();
    else cancelWait = afterFirstScreen(refetch);
    loaded.current = true;
    return () => {
      cancelWait();
      controller.abort();
    };
  }, [pathname]);
  return null;
}
