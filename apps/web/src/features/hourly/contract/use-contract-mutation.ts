import type { THourlyContract } from "@crewlance/contracts/hourly";
import { type MutationFunction, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "@/lib/api-client";
import { projectKeys } from "@/lib/marketplace/query-keys";
import { toast } from "@/lib/toast";
import { hourlyKeys } from "../query-keys";

/**
 * A change to the contract: its screens, the project (its status and activity), the project list's
 * summaries and the wallet (funding moves money) refresh; the toast says what happened.
 */
export function useContractMutation<V, R = THourlyContract>(
  projectId: string,
  mutationFn: MutationFunction<R, V>,
  success: string,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: hourlyKeys.project(projectId) });
      void queryClient.invalidateQueries({ queryKey: hourlyKeys.summaries() });
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ["wallet"] });
      toast.success(success);
      onDone?.();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
