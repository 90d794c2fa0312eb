import { USER_REVIEWS_PAGE_SIZE } from "@crewlance/contracts/constants";
import type { TUserReviewPage } from "@crewlance/contracts/projects";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { reviewKeys } from "./query-keys";

/** A page of the visible reviews about a freelancer or a company, newest first. */
export function userReviewsQuery(userId: string, page: number) {
  return queryOptions({
    queryKey: reviewKeys.about(userId, page),
    queryFn: ({ signal }) =>
      apiClient
        .get<TUserReviewPage>("/reviews", { params: { userId, page, limit: USER_REVIEWS_PAGE_SIZE }, signal })
        .then((response) => response.data.data),
    // A list changes only when a project's second review reveals both (the project's page
    // invalidates these keys then) or a review window closes; a minute saves a fetch per visit.
    staleTime: 60_000,
  });
}
