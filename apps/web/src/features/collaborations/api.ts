import { COLLABORATIONS_PAGE_SIZE } from "@crewlance/contracts/collaboration-values";
import type {
  TCollaboration,
  TCollaborationBox,
  TCollaborationList,
  TCollaborationStatus,
} from "@crewlance/contracts/collaborations";
import type { TFreelancerListItem } from "@crewlance/contracts/freelancers";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { collaborationKeys } from "@/lib/collaborations/api";

/*
 * What the /collaboration screen and 'Invite a collaborator' ask the API; the keys and the
 * writes every offer shares stay in lib/collaborations/api.ts.
 */

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

export type Answer = "accept" | "decline" | "cancel";

export function answerCollaboration(id: string, answer: Answer, reason?: string) {
  return apiClient
    .post<TCollaboration>(
      `/collaborations/${encodeURIComponent(id)}/${answer}`,
      answer === "decline" ? { reason: reason?.trim() || undefined } : {},
    )
    .then((response) => response.data);
}
