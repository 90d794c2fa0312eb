import { WALLET_LISTED_TRANSACTION_TYPES } from "@crewlance/contracts/wallet";
import { oneOfFilter, type UrlFilterField, type UrlFilterFields } from "@/lib/use-url-filters";

/** The history's filters as kept in the address: a type and an inclusive date range (YYYY-MM-DD). */
export type TransactionFilters = {
  type: (typeof WALLET_LISTED_TRANSACTION_TYPES)[number] | "";
  from: string;
  to: string;
  /** Never set: the history loads by cursor ("Load more"); useUrlFilters' pages do not apply. */
  page?: undefined;
};

/** A calendar date written YYYY-MM-DD that exists; anything else is dropped from the address. */
function dateFilter(): UrlFilterField<string> {
  return {
    defaultValue: "",
    parse: (raw) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
      const date = new Date(`${raw}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw) ? raw : undefined;
    },
  };
}

export const transactionFilterFields: UrlFilterFields<TransactionFilters> = {
  type: oneOfFilter(WALLET_LISTED_TRANSACTION_TYPES, ""),
  from: dateFilter(),
  to: dateFilter(),
};

/** A range whose end comes before its start asks for nothing; the filter bar says so. */
export function dateRangeProblem(filters: Pick<TransactionFilters, "from" | "to">): string | undefined {
  if (filters.from && filters.to && filters.to < filters.from)
    return "The end date must be on or after the start date.";
  return undefined;
}

export function hasTransactionFilters(filters: TransactionFilters): boolean {
  return Boolean(filters.type || filters.from || filters.to);
}
