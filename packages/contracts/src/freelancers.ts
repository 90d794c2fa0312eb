import { z } from "zod";
import { commaSeparated, isWithinCountCap, PAGE_PAST_CAP, pageQuery, paise, ZPaise } from "./common";
import { FREELANCERS_PAGE_SIZE, MAX_HOURLY_RATE_PAISE } from "./constants";
import { FREELANCER_SORTS } from "./enum-values";
import { ZAvailability, ZExperienceLevel } from "./enums";
import { emptyAsUndefined, oneLine, queryText } from "./text-fields";

/* The freelancer directory: GET /user/freelancers. */

export const ZFreelancerSort = z.enum(FREELANCER_SORTS);

export const ZFreelancerListItem = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  headline: z.string(),
  skills: z.array(z.string()),
  hourlyRate: ZPaise,
  experienceLevel: ZExperienceLevel,
  availability: ZAvailability,
  location: z.string().nullable(),
  rating: z.number().nullable(),
  reviewsCount: z.number().int(),
});
export type TFreelancerListItem = z.infer<typeof ZFreelancerListItem>;

/** A rate filter arrives as text in the query; the client has already turned rupees into paise. */
const optionalQueryPaise = z.preprocess(
  emptyAsUndefined,
  z.coerce
    .number()
    .pipe(paise({ whole: "Use whole paise.", negative: "Must be 0 or more." }).max(MAX_HOURLY_RATE_PAISE))
    .optional(),
);

/** `skills=React,Node.js` or `skills=React&skills=Node.js`: any of them matches. */
const ZSkillsFilter = z.preprocess(
  commaSeparated,
  z.array(oneLine(40)).max(30, "Filter by at most 30 skills.").optional(),
);

export const ZFreelancerListQuery = pageQuery(FREELANCERS_PAGE_SIZE)
  .extend({
    q: queryText(200),
    skills: ZSkillsFilter,
    minRate: optionalQueryPaise,
    maxRate: optionalQueryPaise,
    experienceLevel: z.preprocess(emptyAsUndefined, z.optional(ZExperienceLevel)),
    availability: z.preprocess(emptyAsUndefined, z.optional(ZAvailability)),
    location: queryText(120),
    minRating: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(5).optional()),
    sort: z.preprocess(emptyAsUndefined, ZFreelancerSort.default("relevance")),
  })
  .refine((query) => query.minRate === undefined || query.maxRate === undefined || query.minRate <= query.maxRate, {
    path: ["maxRate"],
    message: "Maximum rate must be at least the minimum rate.",
  })
  .refine(isWithinCountCap, PAGE_PAST_CAP);
export type TFreelancerListQuery = z.input<typeof ZFreelancerListQuery>;
