import type { TPublicUser } from "@crewlance/contracts/users";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { companyKeys } from "./query-keys";

/**
 * A company's public profile: GET /user/{id} already answers it without email or phone, with the
 * company's public fields and its reputation (decision 0083), so the page needs no route of its own.
 */
export function companyQuery(id: string) {
  return queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.get<TPublicUser>(`/user/${encodeURIComponent(id)}`, { signal }).then((response) => response.data.data),
  });
}
