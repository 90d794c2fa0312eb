import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { teams } from "../teams";
import { users } from "../users";
import { projects } from "./core";

/**
 * Freelancers who joined a project by an accepted invitation (decision 0047, migration
 * 0012): they see the project, work on its board and files and take part in its chat; milestone
 * money stays with the hired party.
 */
export const projectCollaborators = pgTable(
  "project_collaborators",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    /** "My projects" of a collaborator. */
    index("project_collaborators_user_idx").on(t.userId, t.projectId),
  ],
);

/**
 * The payout shares of a team project (decision 0041): one row per member, basis points summing
 * to 10,000. The projects module owns them; the table keeps its name.
 */
export const teamPayoutShares = pgTable(
  "team_payout_shares",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    basisPoints: integer("basis_points").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId], name: "team_payout_shares_pkey" }),
    check("team_payout_shares_range", sql`${t.basisPoints} between 0 and 10000`),
  ],
);
