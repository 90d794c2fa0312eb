import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { teams } from "./teams";
import { users } from "./users";

/*
 * Handles, the addresses of public pages (decision 0095, migration 0044). People and teams share
 * one namespace, so one table and its primary key keep a handle to one owner, whoever races for
 * it. The users module owns the table because teams sits above users in the module order: teams
 * claims and reads a team's handle through the users door.
 */
export const handles = pgTable(
  "handles",
  {
    /** Lower-case, as normaliseHandle in the contracts leaves it. */
    handle: text("handle").primaryKey(),
    /** Exactly one of userId and teamId is set (handles_one_owner). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "cascade" }),
    /**
     * Null: the owner's handle now. Set: a handle the owner changed away from; it redirects to
     * the owner's current one and nobody else may take it until HANDLE_REDIRECT_DAYS have passed.
     */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("handles_one_owner", sql`(${t.userId} is null) <> (${t.teamId} is null)`),
    // One current handle per owner, even when two changes of one owner race.
    uniqueIndex("handles_user_current_key").on(t.userId).where(sql`retired_at is null and user_id is not null`),
    uniqueIndex("handles_team_current_key").on(t.teamId).where(sql`retired_at is null and team_id is not null`),
    // An owner's handles, current and retired: what a redirect resolves to, what releasing removes.
    index("handles_user_idx").on(t.userId).where(sql`user_id is not null`),
    index("handles_team_idx").on(t.teamId).where(sql`team_id is not null`),
  ],
);
