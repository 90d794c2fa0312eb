import { COLLABORATIONS_PAGE_SIZE } from "@crewlance/contracts/collaboration-values";
import type {
  TCollaboration,
  TCollaborationBox,
  TCollaborationCreateBody,
  TCollaborationList,
  TCollaborationStatus,
} from "@crewlance/contracts/collaborations";
import type { TFreelancerListItem } from "@crewlance/contracts/freelancers";
import type { TMyTasksResponse } from "@crewlance/contracts/tasks";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { projectKeys } from "@/lib/marketplace/query-keys";
import { notificationKeys } from "@/lib/notifications/query-keys";

/*
 * Collaborations over the API (spec B10, decision 0047): shared by the /collaboration screen and
 * the 'Send offer', 'Invite to task' and 'Invite a collaborator' actions on the freelancer, team
 * and project pages. Every key starts with `all` (decision 0018); a change refetches the boxes,
 * the projects (an accepted offer or invitation adds one) and the notifications.
 */

export const collaborationKeys = {
  all: ["collaborations"] as const,
  list: (box: TCollaborationBox, status: TCollaborationStatus | "", page: number) =>
    [...collaborationKeys.all, "list", box, status, page] as const,
  openTasks: () => [...collaborationKeys.all, "open-tasks"] as const,
  freelancerSearch: (q: string) => [...collaborationKeys.all, "freelancers", q] as const,
};

export function collaborationsQuery(box: TCollaborationBox, status: TCollaborationStatus | "", page: number) {
  return queryOptions({
    queryKey: collaborationKeys.list(box, status, page),
    queryFn: ({ signal }) =>
      apiClient
        .get<TCollaborationList>("/collaborations", {
          params: { box, status: status || undefined, page, limit: COLLABORATIONS_PAGE_SIZE },
          signal,
        })
        .then((response) => response.data.data),
  });
}

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

/** Freelancers matching a name or skill, for 'Invite a collaborator'. */
export function freelancerSearchQuery(q: string) {
  return queryOptions({
    queryKey: collaborationKeys.freelancerSearch(q),
    queryFn: ({ signal }) =>
      apiClient
        .get<{ items: TFreelancerListItem[] }>("/user/freelancers", { params: { q, limit: 8 }, signal })
        .then((response) => response.data.data.items),
    enabled: q.trim().length >= 2,
  });
}

export function createCollaboration(body: TCollaborationCreateBody) {
  return apiClient.post<TCollaboration>("/collaborations", body).then((response) => response.data.data);
}

export type Answer = "accept" | "decline" | "cancel";

export function answerCollaboration(id: string, answer: Answer, reason?: string) {
  return apiClient
    .post<TCollaboration>(
      `/collaborations/${encodeURIComponent(id)}/${answer}`,
      answer === "decline" ? { reason: reason?.trim() || undefined } : {},
    )
    .then((response) => response.data);
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
