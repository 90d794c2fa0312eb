import { z } from "zod";
import { ZRole, ZUserStatus } from "./enums";
import { pageQuery } from "./envelope";

export const ADMIN_USERS_PAGE_SIZE = 20;

function emptyAsUndefined(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}

/** GET /admin/users: `q` matches name or email; `role` and `status` narrow the list. */
export const ZAdminUserListQuery = pageQuery(ADMIN_USERS_PAGE_SIZE).extend({
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(200).optional()),
  role: z.preprocess(emptyAsUndefined, z.optional(ZRole)),
  status: z.preprocess(emptyAsUndefined, z.optional(ZUserStatus)),
});
export type TAdminUserListQuery = z.input<typeof ZAdminUserListQuery>;

/** One row of the admin user screen: account state plus the company's verification facts. */
export const ZAdminUser = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  email: z.string(),
  role: ZRole,
  status: ZUserStatus,
  emailVerified: z.boolean(),
  onboardingCompleted: z.boolean(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  company: z
    .object({
      companyName: z.string(),
      registrationNumber: z.string().nullable(),
      hasRegistrationCertificate: z.boolean(),
      verified: z.boolean(),
      verifiedAt: z.string().nullable(),
    })
    .nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;
