import { useSearchParams } from "react-router";

/** A saved list's page number in the address (`page`, `teamsPage`), keeping `?saved` and the rest. */
export function useSavedPage(param: "page" | "teamsPage"): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(param));
  const page = Number.isInteger(raw) && raw > 1 ? raw : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set(param, String(next));
      else updated.delete(param);
      return updated;
    });
  return [page, setPage];
}
