import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/*
 * The privacy module's tables (migration 0047, decision 0099): data exports and the record of
 * deleted accounts.
 */

export type ExportStatus = "QUEUED" | "READY" | "FAILED" | "EXPIRED";

/**
 * One export of a person's data. QUEUED until the job writes the ZIP (READY, downloadable until
 * `expiresAt`), FAILED after its last try, EXPIRED once the sweep deleted the file.
 */
export const privacyExports = pgTable(
  "privacy_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<ExportStatus>().notNull().default("QUEUED"),
    /** The ZIP under the private files, while READY. */
    filePath: text("file_path"),
    size: integer("size"),
    /** Tries so far; the job gives up after its last. */
    attempts: integer("attempts").notNull().default(0),
    /** While a job works the row no other pass takes it; a job that died leaves it due again after this. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastError: text("last_error"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("privacy_exports_user_requested_idx").on(t.userId, t.requestedAt.desc()),
    // One export in preparation per person, whatever two requests do at once.
    uniqueIndex("privacy_exports_one_queued_key").on(t.userId).where(sql`status = 'QUEUED'`),
    index("privacy_exports_queued_idx").on(t.claimedUntil).where(sql`status = 'QUEUED'`),
    index("privacy_exports_ready_expiry_idx").on(t.expiresAt).where(sql`status = 'READY'`),
    check("privacy_exports_status_check", sql`${t.status} IN ('QUEUED', 'READY', 'FAILED', 'EXPIRED')`),
  ],
);

/** That an account was deleted, for audit: its id (now anonymised), its role and when — nothing personal. */
export const accountDeletions = pgTable("account_deletions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().unique(),
  role: text("role"),
  deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull(),
});
