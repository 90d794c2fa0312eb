import type { TPublicPage, TPublicPageUpdate } from "@crewlance/contracts/handles";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export const publicLinkKeys = { all: ["public-link"] as const, page: () => [...publicLinkKeys.all, "page"] as const };

/** GET /users/me/public-page: the handle (or null), who may see the page, and its address. */
export const publicPageQuery = queryOptions({
  queryKey: publicLinkKeys.page(),
  queryFn: () => apiClient.get<TPublicPage>("/users/me/public-page").then((response) => response.data.data),
});

/** PUT /users/me/public-page: the handle and the visibility, saved together. */
export function savePublicPage(body: TPublicPageUpdate): Promise<TPublicPage> {
  return apiClient.put<TPublicPage>("/users/me/public-page", body).then((response) => response.data.data);
}
