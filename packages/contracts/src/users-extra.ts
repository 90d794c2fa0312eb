import { z } from "zod";
import { FREELANCERS_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE } from "./constants";
import { ZAvailability, ZExperienceLevel } from "./enums";
import { pageQuery, paginated, successEnvelope } from "./envelope";
import { ZNotification } from "./notifications";
import { emptyAsUndefined, oneLine, queryText } from "./text-fields";
import { ZFreelancerSort } from "./user";

const optionalQueryInt = z.preprocess(
  emptyAsUndefined,
  z.coerce.number().int("Use whole paise.").min(0, "Must be 0 or more.").max(100_000_000).optional(),
);

/** `skills=React,Node.js` or `skills=React&skills=Node.js`: any of them matches. */
const ZSkillsFilter = z.preprocess((value) => {
  if (value === undefined) return undefined;
  const list = (Array.isArray(value) ? value : [value])
    .flatMap((item) => String(item).split(","))
    .map((item) => item.trim())
    .filter((item) => item !== "");
  return list.length > 0 ? list : undefined;
}, z.array(oneLine(40)).max(30, "Filter by at most 30 skills.").optional());

/** GET /user/freelancers (spec B3). */
export const ZFreelancerListQuery = pageQuery(FREELANCERS_PAGE_SIZE)
  .extend({
    q: queryText(200),
    skills: ZSkillsFilter,
    minRate: optionalQueryInt,
    maxRate: optionalQueryInt,
    experienceLevel: z.preprocess(emptyAsUndefined, z.optional(ZExperienceLevel)),
    availability: z.preprocess(emptyAsUndefined, z.optional(ZAvailability)),
    location: queryText(120),
    minRating: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(5).optional()),
    sort: z.preprocess(emptyAsUndefined, ZFreelancerSort.default("relevance")),
  })
  .refine((query) => query.minRate === undefined || query.maxRate === undefined || query.minRate <= query.maxRate, {
    path: ["maxRate"],
    message: "Maximum rate must be at least the minimum rate.",
  });
export type TFreelancerListQuery = z.input<typeof ZFreelancerListQuery>;

/** GET /notifications (spec A8/A10: page 1, limit 5 by default). */
export const ZNotificationListQuery = pageQuery(NOTIFICATIONS_PAGE_SIZE);

/**
 * The client reads the whole body of GET /notifications: `data` is the usual page and
 * `unreadCount` saves the badge a second call.
 */
export const ZNotificationListResponse = successEnvelope(paginated(ZNotification)).extend({
  unreadCount: z.number().int(),
});
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponse>;

/** POST /notifications/mark-all-read: how many notifications changed to read. */
export const ZMarkedCount = z.object({ count: z.number().int() });

export const ZIdParams = z.object({ id: z.string().uuid("Must be a valid id.") });

/** GET /user/profile/company/certificate: an admin names the company; the owner needs nothing. */
export const ZCertificateQuery = z.object({ userId: z.preprocess(emptyAsUndefined, z.string().uuid().optional()) });
