import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./constants";
import { singleLineText } from "./text";
import { ZSecondFactorCode } from "./two-factor";

/*
 * Your data (decision 0099): an export of everything the platform holds about the person, as a
 * ZIP prepared in the background, and the deletion of the account, keeping only what the law
 * requires (ledger, invoices, tax records).
 */

/** How many exports a person may start in a day. */
export const EXPORTS_PER_DAY = 3;
/** Days a ready export can be downloaded before it expires and its file is deleted. */
export const EXPORT_DAYS_KEPT = 7;
/** What the person types to confirm the deletion. */
export const DELETE_CONFIRMATION = "DELETE";

export const EXPORT_STATUSES = ["QUEUED", "READY", "FAILED", "EXPIRED"] as const;
export const ZExportStatus = z.enum(EXPORT_STATUSES);
export type TExportStatus = z.infer<typeof ZExportStatus>;

/** GET /api/account/export (the latest, or null), POST /api/account/export */
export const ZDataExport = z.object({
  id: z.string(),
  status: ZExportStatus,
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Bytes of the ZIP while it can be downloaded. */
  size: z.number().int().nonnegative().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

export const ZLatestDataExport = z.object({ export: ZDataExport.nullable() });
export type TLatestDataExport = z.infer<typeof ZLatestDataExport>;

export const ZExportIdParams = z.object({ exportId: z.string().uuid("Must be a valid id.") });

/**
 * POST /api/account/deletion: the password, or — for an account without one — a code from the
 * authenticator app or a recovery code; and the word DELETE typed out.
 */
export const ZAccountDeletionRequest = z.object({
  password: z
    .string("Enter your password.")
    .check(...singleLineText)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`)
    .optional(),
  code: ZSecondFactorCode.optional(),
  confirmation: z
    .string(`Type ${DELETE_CONFIRMATION} to confirm.`)
    .trim()
    .check(...singleLineText)
    .refine((value): boolean => value === DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm.`),
});
export type TAccountDeletionRequest = z.infer<typeof ZAccountDeletionRequest>;

export const ZAccountDeleted = z.object({ deletedAt: z.string() });
export type TAccountDeleted = z.infer<typeof ZAccountDeleted>;
