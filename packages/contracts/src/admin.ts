import { z } from "zod";
import { pageQuery } from "./common";
import { ZRole, ZUserStatus } from "./enums";
import { emptyAsUndefined, queryText } from "./text-fields";
import { ZCompanyProfile, ZUser } from "./users";

export const ADMIN_USERS_PAGE_SIZE = 20;

/** GET /admin/users: `q` matches name or email; `role` and `status` narrow the list. */
export const ZAdminUserListQuery = pageQuery(ADMIN_USERS_PAGE_SIZE).extend({
  q: queryText(200),
  role: z.preprocess(emptyAsUndefined, z.optional(ZRole)),
  status: z.preprocess(emptyAsUndefined, z.optional(ZUserStatus)),
});
export type TAdminUserListQuery = z.input<typeof ZAdminUserListQuery>;

/** One row of the admin user screen: account state plus the company's verification facts. */
export const ZAdminUser = ZUser.pick({
  id: true,
  fullName: true,
  email: true,
  role: true,
  status: true,
  emailVerified: true,
  onboardingCompleted: true,
  avatarUrl: true,
  createdAt: true,
}).extend({
  company: ZCompanyProfile.pick({
    companyName: true,
    registrationNumber: true,
    hasRegistrationCertificate: true,
    verified: true,
  })
    .extend({ verifiedAt: z.string().nullable() })
    .nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** GET /admin/stats: the platform counts on the admin dashboard. */
export const ZAdminStats = z.object({
  users: z.object({
    total: z.number().int().nonnegative(),
    freelancers: z.number().int().nonnegative(),
    companies: z.number().int().nonnegative(),
    admins: z.number().int().nonnegative(),
    suspended: z.number().int().nonnegative(),
    unverifiedEmail: z.number().int().nonnegative(),
    onboarded: z.number().int().nonnegative(),
    newLast7Days: z.number().int().nonnegative(),
  }),
  companies: z.object({
    /** Company profiles an admin has verified. */
    verified: z.number().int().nonnegative(),
    /** Company profiles not yet verified: the admin's queue. */
    awaitingVerification: z.number().int().nonnegative(),
  }),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;

/*
 * The admin audit log (decision 0080): an admin reads a project only while it has a dispute
 * (open or resolved), read-only, and every such read writes one row — who, what, when.
 */
export const ADMIN_READ_ACTIONS = [
  "PROJECT_VIEWED",
  "PROJECT_ACTIVITY_VIEWED",
  "PROJECT_FILES_LISTED",
  "PROJECT_FILE_DOWNLOADED",
  "TASK_VIEWED",
  "CONVERSATION_OPENED",
  "MESSAGES_READ",
  "CHAT_ATTACHMENT_DOWNLOADED",
] as const;
export const ZAdminReadAction = z.enum(ADMIN_READ_ACTIONS);
export type TAdminReadAction = z.infer<typeof ZAdminReadAction>;
