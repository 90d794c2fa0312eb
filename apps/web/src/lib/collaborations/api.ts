import type {
  TCollaboration,
  TCollaborationBox,
  TCollaborationCreateBody,
  TCollaborationStatus,
} from "@crewlance/contracts/collaborations";
import type { TMyTasksResponse } from "@crewlance/contracts/tasks";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { projectKeys } from "@/lib/marketplace/query-keys";
import { notificationKeys } from "@/lib/notifications/query-keys";

/*
 * Collaborations over the API (decision 0047), the part shared by the /collaboration screen and
 * the 'Send offer' and 'Invite to task' actions on the freelancer and team pages. Every key starts with `all` (decision 0018); a change refetches the boxes, the projects (an
 * accepted offer or invitation adds one) and the notifications.
 */

export const collaborationKeys = {
  all: ["collaborations"] as const,
  list: (box: TCollaborationBox, status: TCollaborationStatus | "", page: number) =>
    [...collaborationKeys.all, "list", box, status, page] as const,
  openTasks: () => [...collaborationKeys.all, "open-tasks"] as const,
  freelancerSearch: (q: string) => [...collaborationKeys.all, "freelancers", q] as const,
};

/** The company's OPEN tasks, for 'Invite to task' (first 100, newest first). */
export function openTasksQuery() {
  return queryOptions({
    queryKey: collaborationKeys.openTasks(),
    queryFn: ({ signal }) =>
      apiClient
        .get<TMyTasksResponse>("/tasks/mine", { params: { status: "OPEN", page: 1, limit: 100 }, signal })
        .then((response) => response.data.data.items),
  });
}

function createCollaboration(body: TCollaborationCreateBody) {
  return apiClient.post<TCollaboration>("/collaborations", body).then((response) => response.data.data);
}

/** After any change: the boxes, the projects it may have made, the notifications it sent. */
export function useInvalidateAfterCollaboration() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collaborationKeys.all }),
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    ]);
}

export function useCreateCollaboration() {
  const invalidate = useInvalidateAfterCollaboration();
  return useMutation({ mutationFn: createCollaboration, onSuccess: () => invalidate() });
}
