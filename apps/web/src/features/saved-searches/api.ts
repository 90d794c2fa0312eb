import type {
  TCreateSavedSearchBody,
  TSavedSearch,
  TSavedSearchList,
  TUpdateSavedSearchBody,
} from "@crewlance/contracts/saved-searches";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { savedSearchKeys } from "./query-keys";

const data = <T>(response: { data: { data: T } }) => response.data.data;
const savedSearchPath = (id: string) => `/saved-searches/${encodeURIComponent(id)}`;

export const savedSearchesQuery = queryOptions({
  queryKey: savedSearchKeys.list(),
  queryFn: ({ signal }) => apiClient.get<TSavedSearchList>("/saved-searches", { signal }).then(data),
});

export const createSavedSearch = (body: TCreateSavedSearchBody) =>
  apiClient.post<TSavedSearch>("/saved-searches", body).then(data);
export const updateSavedSearch = (id: string, body: TUpdateSavedSearchBody) =>
  apiClient.patch<TSavedSearch>(savedSearchPath(id), body).then(data);
export const deleteSavedSearch = (id: string) => apiClient.delete<{ id: string }>(savedSearchPath(id)).then(data);
