import type { TMilestoneActionResult } from "@crewlance/contracts/projects";
import { type MutationFunction, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "@/lib/api-client";
import { projectKeys } from "@/lib/marketplace/query-keys";
import { toast } from "@/lib/toast";
import { projectExtraKeys } from "./query-keys";

/**
 * A milestone action: on success the project's fresh detail goes into the cache, and the lists,
 * the activity, the files and the wallet refresh (money may have moved). The toast says what happened.
 */
export function useMilestoneMutation<V>(
  projectId: string,
  mutationFn: MutationFunction<TMilestoneActionResult, V>,
  success: string | ((result: TMilestoneActionResult) => string),
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      queryClient.setQueryData(projectKeys.detail(projectId), result.project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: projectExtraKeys.activity(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectExtraKeys.files(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectExtraKeys.reviews(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectExtraKeys.wallet });
      toast.success(typeof success === "function" ? success(result) : success);
      onDone?.();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
