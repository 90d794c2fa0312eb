import { type MutationFunction, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { hourlyKeys } from "../query-keys";

/**
 * A change to time or to a week's review: the contract, its weeks and timesheets, the timer and
 * the project list's hours refresh (every key of the project starts with it). The toast says what
 * happened; a failure's sentence is toasted and stays on the mutation for the form to show.
 */
export function useTimeMutation<V, R>(
  projectId: string,
  mutationFn: MutationFunction<R, V>,
  success: string | ((result: R) => string),
  onDone?: (result: R) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: hourlyKeys.project(projectId) });
      void queryClient.invalidateQueries({ queryKey: hourlyKeys.timer() });
      void queryClient.invalidateQueries({ queryKey: hourlyKeys.summaries() });
      toast.success(typeof success === "function" ? success(result) : success);
      onDone?.(result);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
