import type { QueryClient } from "@tanstack/react-query";
import { useAuthStore } from "@/lib/session/auth-store";
import { guardRedirect } from "./guard-rules";

type FirstPage = { prefetchFirstPage(client: QueryClient, search: URLSearchParams): void };

/**
 * Signed-in screens whose largest paint is the list they fetch. Their request would otherwise
 * start only after the entry, the shell and the screen have downloaded and rendered; from here it
 * runs beside that work. The module is one the screen imports anyway, so its chunk is already
 * being preloaded (decision 0061).
 */
const FIRST_PAGES: Record<string, () => Promise<FirstPage>> = {
  "/freelancers": () => import("@/features/freelancers/api"),
};

/** Starts the first request of the screen at `location`, when the private guard will show it. */
export function prefetchRouteData(client: QueryClient, location: Pick<Location, "pathname" | "search">): void {
  const load = FIRST_PAGES[location.pathname.replace(/(.)\/$/, "$1")];
  if (!load) return;
  const { isAuthenticated, user } = useAuthStore.getState();
  if (guardRedirect("private", { isAuthenticated, user }, location.pathname)) return;
  load().then(
    (module) => module.prefetchFirstPage(client, new URLSearchParams(location.search)),
    // A failed chunk load is the screen's to report (its own lazy import fails the same way).
    () => undefined,
  );
}
