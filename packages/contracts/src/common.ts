import { z } from "zod";
import { LIST_COUNT_CAP } from "./enum-values";

/*
 * The pieces every module's contracts are built from: ids in the path, page and limit in the
 * query, the pagination object, and money in paise.
 */

/** `/:id` path parameters: a uuid, or a 400 with a sentence (never a database error). */
export const ZIdParams = z.object({ id: z.string().uuid("Must be a valid id.") });

export const MAX_PAGE_LIMIT = 100;

/** `page` and `limit` query parameters with per-list defaults. */
export function pageQuery(defaultLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(defaultLimit),
  });
}

export { isWithinCountCap, LIST_COUNT_CAP } from "./enum-values";

/** The refusal of a page past the cap, as a field error on `page`. */
export const PAGE_PAST_CAP = {
  path: ["page"],
  message: "Only the first 1,000 results can be paged through. Narrow the search to see the others.",
};

export const ZPagination = z.object({
  totalCount: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  limit: z.number().int(),
  /** Present on capped lists: true when more than `totalCount` (the cap) match. */
  capped: z.boolean().optional(),
});
export type TPagination = z.infer<typeof ZPagination>;

export function paginated<T extends z.core.$ZodType>(item: T) {
  return z.object({ items: z.array(item), pagination: ZPagination });
}

export function buildPagination(totalCount: number, page: number, limit: number): TPagination {
  return { totalCount, currentPage: page, totalPages: Math.ceil(totalCount / limit), limit };
}

/** The pagination of a capped list from a count taken up to LIST_COUNT_CAP + 1 rows. */
export function buildCappedPagination(counted: number, page: number, limit: number): TPagination {
  const capped = counted > LIST_COUNT_CAP;
  return { ...buildPagination(capped ? LIST_COUNT_CAP : counted, page, limit), capped };
}

/**
 * Money on the wire and in the database: a non-negative safe integer of paise (zod's `int()`
 * refuses anything beyond Number.MAX_SAFE_INTEGER). Rupees exist only in forms and on screen;
 * money.ts converts. The messages are per field so each keeps the sentence its form shows.
 */
export function paise(messages: { whole?: string; negative?: string } = {}) {
  return z
    .number()
    .int(messages.whole ?? "Use whole paise.")
    .min(0, messages.negative);
}

export const ZPaise = paise();
export type TPaise = z.infer<typeof ZPaise>;

/**
 * A list filter sent as `skills=a,b` or `skills=a&skills=b` (or, in a saved search, an array): its
 * items trimmed, empty ones dropped, undefined when none is left. An item that is not a string is
 * passed on as it is, for the schema to refuse with a sentence (`String()` of a crafted object
 * throws).
 */
export function commaSeparated(value: unknown): unknown[] | undefined {
  if (value === undefined) return undefined;
  const list = (Array.isArray(value) ? value : [value])
    .flatMap((item) => (typeof item === "string" ? item.split(",").map((part) => part.trim()) : [item]))
    .filter((item) => item !== "");
  return list.length > 0 ? list : undefined;
}
