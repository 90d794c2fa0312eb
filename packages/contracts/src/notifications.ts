import { z } from "zod";
import { pageQuery, paginated } from "./common";
import { NOTIFICATIONS_PAGE_SIZE } from "./constants";
import { successEnvelope } from "./envelope";
import { emptyAsUndefined } from "./text-fields";

export const ZNotification = z.object({
  id: z.string().uuid(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZUnreadCount = z.object({ count: z.number().int() });

/**
 * GET /notifications (page 1, limit 5 by default). A feed that only grows also
 * pages by keyset (decision 0013): `cursor` is a previous answer's `nextCursor`, and then the
 * page after it is returned whatever `page` says.
 */
export const ZNotificationListQuery = pageQuery(NOTIFICATIONS_PAGE_SIZE).extend({
  cursor: z.preprocess(emptyAsUndefined, z.string().uuid("Must be a nextCursor from a previous page.").optional()),
});

/**
 * The client reads the whole body of GET /notifications: `data` is the usual page and
 * `unreadCount` saves the badge a second call.
 */
export const ZNotificationListResponse = successEnvelope(
  /** `nextCursor` asks for the notifications after this page; null when there are none. */
  paginated(ZNotification).extend({ nextCursor: z.string().nullable() }),
).extend({
  unreadCount: z.number().int(),
});
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponse>;

/** POST /notifications/mark-all-read: how many notifications changed to read. */
export const ZMarkedCount = z.object({ count: z.number().int() });
