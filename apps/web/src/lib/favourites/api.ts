import type { TFavouriteIds, TFavouriteKind, TFavouriteState, TSavedPage } from "@crewlance/contracts/favourites";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/*
 * Favourites over the API (decision 0103), shared by the Save toggles on the tasks, freelancers
 * and teams screens and by the saved lists. A list's toggles read one answer per kind, every id
 * the person saved (GET /favourites/ids), rather than a flag on each card: the public lists stay
 * the same for everyone and keep their page cache (decision 0059).
 */

export const favouriteKeys = {
  all: ["favourites"] as const,
  ids: (kind: TFavouriteKind) => [...favouriteKeys.all, "ids", kind] as const,
  pages: (kind: TFavouriteKind) => [...favouriteKeys.all, "page", kind] as const,
  page: (kind: TFavouriteKind, page: number) => [...favouriteKeys.pages(kind), page] as const,
};

export function savedIdsQuery(kind: TFavouriteKind) {
  return queryOptions({
    queryKey: favouriteKeys.ids(kind),
    queryFn: ({ signal }) =>
      apiClient
        .get<TFavouriteIds>("/favourites/ids", { params: { kind }, signal })
        .then((response) => response.data.data.ids),
  });
}

export function savedPageQuery(kind: TFavouriteKind, page: number) {
  return queryOptions({
    queryKey: favouriteKeys.page(kind, page),
    queryFn: ({ signal }) =>
      apiClient
        .get<TSavedPage>("/favourites", { params: { kind, page }, signal })
        .then((response) => response.data.data),
  });
}

type Change = { kind: TFavouriteKind; id: string; save: boolean };

function changeFavourite({ kind, id, save }: Change) {
  const path = `/favourites/${kind}/${id}`;
  return (save ? apiClient.put<TFavouriteState>(path) : apiClient.delete<TFavouriteState>(path)).then(
    (response) => response.data.data,
  );
}

/**
 * Saves or unsaves. The toggle shows the new state at once; a refusal puts the old one back, and
 * the saved lists are read again once the answer is in.
 */
export function useChangeFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFavourite,
    onMutate: async ({ kind, id, save }: Change) => {
      const key = favouriteKeys.ids(kind);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<string[]>(key);
      const others = (before ?? []).filter((saved) => saved !== id);
      queryClient.setQueryData(key, save ? [id, ...others] : others);
      return { before };
    },
    onError: (_error, { kind }, context) => {
      if (context?.before) queryClient.setQueryData(favouriteKeys.ids(kind), context.before);
    },
    onSettled: (_data, _error, { kind }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favouriteKeys.ids(kind) }),
        queryClient.invalidateQueries({ queryKey: favouriteKeys.pages(kind) }),
      ]),
  });
}
