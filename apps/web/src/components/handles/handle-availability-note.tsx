import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import type { HandleAvailabilityState } from "./use-handle-availability";

/**
 * The line under a handle field as the person types: free, taken (and why), or still asking.
 * A polite live region, so a screen reader hears the answer without losing its place.
 */
export function HandleAvailabilityNote({ state, ownLabel }: { state: HandleAvailabilityState; ownLabel: string }) {
  return (
    <p aria-live="polite" className="min-h-5 text-xs">
      {state.kind === "checking" ? (
        <span className="inline-flex items-center gap-1.5 text-muted">
          <LoaderCircle className="size-3.5 animate-spin" aria-hidden />
          Checking…
        </span>
      ) : null}
      {state.kind === "available" ? (
        <span className="inline-flex items-center gap-1.5 font-medium text-emerald-700 dark:text-emerald-400">
          <CircleCheck className="size-3.5" aria-hidden />
          This handle is available.
        </span>
      ) : null}
      {state.kind === "own" ? <span className="text-muted">{ownLabel}</span> : null}
      {state.kind === "unavailable" ? (
        <span className="inline-flex items-center gap-1.5 font-medium text-red-600 dark:text-red-400">
          <CircleX className="size-3.5" aria-hidden />
          {state.reason}
        </span>
      ) : null}
    </p>
  );
}
