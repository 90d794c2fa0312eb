import { z } from "zod";
import { ZAvailability, ZExperienceLevel } from "./enums";
import { successEnvelope } from "./envelope";
import { ZFreelancerListQuery, ZFreelancerSort } from "./freelancers";
import { ALERT_FREQUENCIES } from "./notification-groups";
import { ZBudgetType, ZTaskCategory, ZTaskListQuery, ZTaskSort } from "./tasks";
import { oneLine } from "./text-fields";

/*
 * Saved searches (decision 0102): a named /tasks or /freelancers search, kept as the list query
 * the screen sends, normalised by that list's own schema, without its page. A saved task search
 * may alert its owner of new matching tasks; a saved freelancer search is only run again.
 */

export const SAVED_SEARCH_KINDS = ["tasks", "freelancers"] as const;
export type TSavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

/** How many saved searches one person may keep. */
export const MAX_SAVED_SEARCHES = 50;

export const ZAlertFrequency = z.enum(ALERT_FREQUENCIES, "Choose off, instant, daily or weekly.");

const name = oneLine(80, "Give the search a name.").min(1, "Give the search a name.");

/** A saved task search's query: GET /tasks's parameters after its schema, page and limit left out. */
export const ZSavedTaskQuery = z.object({
  q: z.string().optional(),
  category: ZTaskCategory.optional(),
  skills: z.array(z.string()).optional(),
  minBudget: z.number().int().optional(),
  maxBudget: z.number().int().optional(),
  budgetType: ZBudgetType.optional(),
  experienceLevel: z.optional(ZExperienceLevel),
  postedWithinDays: z.number().int().optional(),
  sort: ZTaskSort,
});
export type TSavedTaskQuery = z.infer<typeof ZSavedTaskQuery>;

/** A saved freelancer search's query: GET /user/freelancers's parameters, page and limit left out. */
export const ZSavedFreelancerQuery = z.object({
  q: z.string().optional(),
  skills: z.array(z.string()).optional(),
  minRate: z.number().int().optional(),
  maxRate: z.number().int().optional(),
  experienceLevel: z.optional(ZExperienceLevel),
  availability: z.optional(ZAvailability),
  location: z.string().optional(),
  minRating: z.number().optional(),
  sort: ZFreelancerSort,
});
export type TSavedFreelancerQuery = z.infer<typeof ZSavedFreelancerQuery>;

const savedSearchBase = {
  id: z.string().uuid(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const ZSavedSearch = z.discriminatedUnion("kind", [
  z.object({ ...savedSearchBase, kind: z.literal("tasks"), query: ZSavedTaskQuery, alerts: ZAlertFrequency }),
  // A saved freelancer search never alerts (decision 0102): its `alerts` is always "off".
  z.object({
    ...savedSearchBase,
    kind: z.literal("freelancers"),
    query: ZSavedFreelancerQuery,
    alerts: z.literal("off"),
  }),
]);
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

export const ZSavedSearchList = z.object({ items: z.array(ZSavedSearch), max: z.number().int() });
export type TSavedSearchList = z.infer<typeof ZSavedSearchList>;

/** POST /saved-searches: the query exactly as the list screen sends it, checked by the list's schema. */
export const ZCreateSavedSearchBody = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("tasks"),
    name,
    query: ZTaskListQuery,
    alerts: ZAlertFrequency.default("off"),
  }),
  z.object({
    kind: z.literal("freelancers"),
    name,
    query: ZFreelancerListQuery,
  }),
]);
export type TCreateSavedSearchBody = z.input<typeof ZCreateSavedSearchBody>;

/** PATCH /saved-searches/{id}: a new name, new alerts (task searches only), or both. */
export const ZUpdateSavedSearchBody = z
  .object({ name: name.optional(), alerts: ZAlertFrequency.optional() })
  .refine((body) => body.name !== undefined || body.alerts !== undefined, {
    path: ["name"],
    message: "Change the name or the alerts.",
  });
export type TUpdateSavedSearchBody = z.input<typeof ZUpdateSavedSearchBody>;

export const ZSavedSearchResponse = successEnvelope(ZSavedSearch);
export const ZSavedSearchListResponse = successEnvelope(ZSavedSearchList);
