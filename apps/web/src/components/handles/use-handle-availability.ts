import { handleFormProblem, normaliseHandle, type THandleAvailability } from "@crewlance/contracts/handles";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiClient } from "@/lib/api-client";

/** How long typing pauses before the handle is looked up: a lookup per word, not per letter. */
const PAUSE_MS = 350;

export type HandleAvailabilityState =
  | { kind: "idle" }
  | { kind: "own" }
  | { kind: "checking" }
  | { kind: "available" }
  | { kind: "unavailable"; reason: string };

/** GET /handles/availability: whether the signed-in person could take `handle` now. */
function fetchAvailability(handle: string): Promise<THandleAvailability> {
  return apiClient
    .get<THandleAvailability>("/handles/availability", { params: { handle } })
    .then((response) => response.data.data);
}

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Whether a handle being typed can be had (decision 0095): its form is judged at once by the
 * contracts' rules, then the server is asked once typing pauses. `ownHandle`, the one the
 * person (or team) has, needs no asking.
 */
export function useHandleAvailability(typed: string, ownHandle: string | null): HandleAvailabilityState {
  const handle = normaliseHandle(typed);
  const settled = useSettled(handle);
  const problem = handle === "" ? null : handleFormProblem(handle);
  const ask = handle !== "" && problem === null && handle !== ownHandle;
  const query = useQuery({
    queryKey: ["handle-availability", settled],
    queryFn: () => fetchAvailability(settled),
    enabled: ask && settled === handle,
    staleTime: 10_000,
  });
  if (handle === "") return { kind: "idle" };
  if (problem) return { kind: "unavailable", reason: problem };
  if (handle === ownHandle) return { kind: "own" };
  if (settled !== handle || query.isPending) return { kind: "checking" };
  if (query.isError) return { kind: "idle" };
  return query.data.available
    ? { kind: "available" }
    : { kind: "unavailable", reason: query.data.reason ?? "That handle is taken." };
}
