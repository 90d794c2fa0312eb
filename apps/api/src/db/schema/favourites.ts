import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * What a person saved (decision 0103): a task, a freelancer or a team, by id. The target is not a
 * foreign key, since it points at three tables; the favourites module's listeners remove the rows
 * of a deleted account or team.
 */
export const favourites = pgTable(
  "favourites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["task", "freelancer", "team"] }).notNull(),
    targetId: uuid("target_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.targetId], name: "favourites_pkey" }),
    check("favourites_kind_check", sql`${t.kind} in ('task', 'freelancer', 'team')`),
    // The list's order: the latest saved first, per person and kind.
    index("favourites_user_kind_created_idx").on(t.userId, t.kind, t.createdAt.desc(), t.targetId),
    // Removing what points at a deleted account, team or task.
    index("favourites_target_idx").on(t.kind, t.targetId),
  ],
);
