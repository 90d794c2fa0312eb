import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { formatDateTime } from "@/lib/format";
import { standingQuery } from "@/lib/standing/api";

/** The standing is asked again on a route change only once this old: at most one call per route change, no polling. */
const STANDING_FRESH_MS = 60_000;

/**
 * "Your account is restricted until …" above every screen while a restriction lasts. Read once
 * the first screen has painted (decision 0062); admins are never restricted, so they never ask.
 */
export function RestrictionBanner({ enabled }: { enabled: boolean }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const options = { ...standingQuery(), staleTime: STANDING_FRESH_MS, refetchOnWindowFocus: false, retry: false };
  const { data } = useQuery({ ...options, enabled });
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again on a route change only, and only when stale.
  useEffect(() => {
    if (enabled) void queryClient.prefetchQuery(options);
  }, [pathname, enabled]);

  if (data?.state !== "RESTRICTED") return null;
  const ends = data.actions
    .filter((action) => action.active && action.kind === "RESTRICT" && action.until)
    .map((action) => action.until as string)
    .sort()
    .at(-1);
  return (
    <div
      role="status"
      className="mb-5 flex flex-col gap-2 rounded-xl border border-orange-200 bg-orange-50 p-3 text-sm text-orange-900 sm:flex-row sm:items-center dark:border-orange-500/30 dark:bg-orange-500/10 dark:text-orange-200"
    >
      <ShieldAlert className="hidden size-5 shrink-0 sm:block" aria-hidden />
      <p className="flex-1">
        {ends ? `Your account is restricted until ${formatDateTime(new Date(ends))}.` : "Your account is restricted."}{" "}
        New applications, offers and messages to people you have no project with wait until then.
      </p>
      {pathname === "/account/standing" ? null : (
        <Link to="/account/standing" className="font-medium underline underline-offset-4">
          Account standing
        </Link>
      )}
    </div>
  );
}
