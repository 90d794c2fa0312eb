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
  /** Not a read: an admin made another person an admin (decision 0092); subjectId is that person. */
  "ADMIN_GRANTED",
] as const;
export const ZAdminReadAction = z.enum(ADMIN_READ_ACTIONS);
export type TAdminReadAction = z.infer<typeof ZAdminReadAction>;

export const ADMIN_AUDIT_LOG_PAGE_SIZE = 20;

/** GET /admin/audit-log: newest first; `projectId` and `adminId` narrow the list. */
export const ZAdminAuditLogQuery = pageQuery(ADMIN_AUDIT_LOG_PAGE_SIZE).extend({
  projectId: z.preprocess(emptyAsUndefined, z.string().uuid("Must be a valid id.").optional()),
  adminId: z.preprocess(emptyAsUndefined, z.string().uuid("Must be a valid id.").optional()),
});
export type TAdminAuditLogQuery = z.input<typeof ZAdminAuditLogQuery>;

/** One row of the audit log: when, which admin, what they read, in which project. */
export const ZAdminAuditEntry = z.object({
  id: z.string().uuid(),
  createdAt: z.string(),
  admin: z.object({ id: z.string().uuid(), fullName: z.string() }),
  action: ZAdminReadAction,
  /** The project read; its title is null once the project no longer exists (the log outlives it). */
  project: z.object({ id: z.string().uuid(), title: z.string().nullable() }).nullable(),
  /** The file, attachment, task or conversation read; null for the project itself. */
  subjectId: z.string().uuid().nullable(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;

/** One read replica as this instance sees it (decision 0107). */
export const ZAdminReplica = z.object({
  /** Host, port and database: never the URL's password. */
  name: z.string(),
  /** Answered its last check. */
  up: z.boolean(),
  /** How long ago it last held everything the primary had committed; null before its first catch-up. */
  lagMs: z.number().int().nonnegative().nullable(),
  /** Takes reads now: up and within the allowed lag. */
  usable: z.boolean(),
});
export type TAdminReplica = z.infer<typeof ZAdminReplica>;

/** GET /admin/database: where this instance reads and writes. */
export const ZAdminDatabase = z.object({
  kind: z.enum(["pglite", "postgres"]),
  replicas: z.array(ZAdminReplica),
  /** A replica behind the primary for longer than this is skipped (REPLICA_MAX_LAG_MS). */
  maxLagMs: z.number().int().positive(),
});
export type TAdminDatabase = z.infer<typeof ZAdminDatabase>;
