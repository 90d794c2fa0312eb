import { isWithinCountCap } from "@crewlance/contracts/enum-values";
import { useCallback, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * One filter kept in the address bar: how to read it back (undefined when the text is not a value
 * this filter takes) and its default, which is left out of the address.
 */
export type UrlFilterField<V> = {
  defaultValue: V;
  parse: (raw: string) => V | undefined;
  format?(value: V): string;
};

export type UrlFilterFields<T> = { [K in keyof T]: UrlFilterField<T[K]> };

/** Free text: anything goes, blank is the default. */
export function textFilter(): UrlFilterField<string> {
  return { defaultValue: "", parse: (raw) => raw };
}

/** One of a fixed set of values; anything else is dropped, as if it were not in the address. */
export function oneOfFilter<const V extends string, D extends V | "">(
  values: readonly V[],
  defaultValue: D,
): UrlFilterField<V | D> {
  return { defaultValue, parse: (raw) => (values.includes(raw as V) ? (raw as V) : undefined) };
}

/**
 * A page number of 1 or more; anything else is page 1. Given a search list's page size, a page
 * past its first 1,000 matches is page 1 too: the API pages no deeper (decision 0114).
 */
export function pageFilter(searchPageSize?: number): UrlFilterField<number> {
  return {
    defaultValue: 1,
    parse: (raw) => {
      const page = Number(raw);
      if (!Number.isInteger(page) || page < 1) return undefined;
      return searchPageSize === undefined || isWithinCountCap({ page, limit: searchPageSize }) ? page : undefined;
    },
  };
}

/** Reads every field from the address; a missing or invalid value is the field's default. */
export function readUrlFilters<T>(fields: UrlFilterFields<T>, params: URLSearchParams): T {
  const out = {} as T;
  for (const key of Object.keys(fields) as Array<keyof T>) {
    const field = fields[key];
    const raw = params.get(String(key));
    const parsed = raw === null ? undefined : field.parse(raw);
    out[key] = parsed === undefined ? field.defaultValue : parsed;
  }
  return out;
}

/** Only values that differ from their default go into the address, so a bare URL means "no filters". */
export function writeUrlFilters<T>(fields: UrlFilterFields<T>, filters: T): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(fields) as Array<keyof T>) {
    const field = fields[key];
    const value = filters[key];
    if (value === field.defaultValue) continue;
    out[String(key)] = field.format ? field.format(value) : String(value);
  }
  return out;
}

/**
 * Filters that live in the address, so a search can be shared and survives a reload. Changing any
 * filter but `page` goes back to page 1. Updates replace the history entry, as typing in a search
 * box should not fill the back button.
 */
export function useUrlFilters<T extends { page?: number }>(
  fields: UrlFilterFields<T>,
): { filters: T; setFilters: (patch: Partial<T>) => void; clearFilters: () => void } {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readUrlFilters(fields, params), [fields, params]);
  // The address as last written. The router hands a functional update the params of the last
  // render, so two changes before the next render (a search committed as the focus moves to a
  // filter) would each start from the same address and the second would drop the first.
  const latest = useRef(params);
  latest.current = params;
  const setFilters = useCallback(
    (patch: Partial<T>) => {
      const next = { ...readUrlFilters(fields, latest.current), ...patch };
      if ("page" in fields && !("page" in patch)) (next as { page?: number }).page = 1;
      const written = new URLSearchParams(writeUrlFilters(fields, next));
      latest.current = written;
      setParams(written, { replace: true });
    },
    [fields, setParams],
  );
  const clearFilters = useCallback(() => {
    latest.current = new URLSearchParams();
    setParams({}, { replace: true });
  }, [setParams]);
  return { filters, setFilters, clearFilters };
}
