import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { projects } from "./projects";
import { teams } from "./teams";
import { users } from "./users";

/*
 * The collaborations module's table (decision 0047, migration 0012): direct offers (fixed, or
 * hourly since migration 0033, decision 0091), project invitations and task invitations in one inbox. A request goes to a freelancer
 * (`recipient_user_id`) or to a team (`recipient_team_id`, answered by one of its admins). Each
 * box (received by a person, received by a team, sent) has its own index in the list's order.
 * Who joined a project by an accepted invitation is `project_collaborators` (projects' schema).
 */

export const collaborationKindEnum = pgEnum("collaboration_kind", [
  "OFFER",
  "PROJECT_INVITE",
  "TASK_INVITE",
  "HOURLY_OFFER",
]);
export const collaborationStatusEnum = pgEnum("collaboration_status", [
  "PENDING",
  "ACCEPTED",
  "DECLINED",
  "CANCELLED",
  "EXPIRED",
]);

export type OfferMilestoneJson = { title: string; amount: number; dueDate: string };

/** HOURLY_OFFER (migration 0033, decision 0091): the rate in paise an hour and the contract's terms. */
export type HourlyOfferJson = {
  rate: number;
  weeklyLimitHours: number | null;
  manualPolicy: "ALLOWED" | "LIMITED";
  manualLimitHours: number | null;
  startDate: string;
};

export const collaborations = pgTable(
  "collaborations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: collaborationKindEnum("kind").notNull(),
    status: collaborationStatusEnum("status").notNull().default("PENDING"),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientUserId: uuid("recipient_user_id").references(() => users.id, { onDelete: "cascade" }),
    recipientTeamId: uuid("recipient_team_id").references(() => teams.id, { onDelete: "cascade" }),
    /** PROJECT_INVITE: the project joined; OFFER: the project created on accepting. */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    /** TASK_INVITE: the task to apply to (tasks module; no foreign key across modules' tables). */
    taskId: uuid("task_id"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    message: text("message"),
    /** OFFER: the milestones the project starts with. */
    milestones: jsonb("milestones").$type<OfferMilestoneJson[]>().notNull().default([]),
    /** HOURLY_OFFER: the rate and terms the contract starts on; null for every other kind. */
    hourly: jsonb("hourly").$type<HourlyOfferJson>(),
    /** Paise: the sum of the milestones (0 for invitations). */
    totalAmount: bigint("total_amount", { mode: "number" }).notNull().default(0),
    declineReason: text("decline_reason"),
    respondedBy: uuid("responded_by").references(() => users.id, { onDelete: "set null" }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when moderation hides the row (decision 0092): gone from every list and search. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** The platform saw an ask to move work or payment off Crewlance (decision 0092): the recipient is told. */
    offPlatform: boolean("off_platform").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("collaborations_recipient_user_created_idx")
      .on(t.recipientUserId, t.createdAt.desc(), t.id.desc())
      .where(sql`recipient_user_id is not null`),
    index("collaborations_recipient_team_created_idx")
      .on(t.recipientTeamId, t.createdAt.desc(), t.id.desc())
      .where(sql`recipient_team_id is not null`),
    index("collaborations_sender_created_idx").on(t.senderId, t.createdAt.desc(), t.id.desc()),
    /** The expiry sweep walks the pending requests by date. */
    index("collaborations_pending_expires_idx").on(t.expiresAt).where(sql`status = 'PENDING'`),
    index("collaborations_project_idx").on(t.projectId).where(sql`project_id is not null`),
    /** One pending invitation per person per project, and per person or team per task. */
    uniqueIndex("collaborations_pending_project_invite_key")
      .on(t.projectId, t.recipientUserId)
      .where(sql`kind = 'PROJECT_INVITE' and status = 'PENDING'`),
    uniqueIndex("collaborations_pending_task_invite_key")
      .on(t.taskId, sql`coalesce(${t.recipientUserId}, ${t.recipientTeamId})`)
      .where(sql`kind = 'TASK_INVITE' and status = 'PENDING'`),
    check("collaborations_one_recipient_check", sql`(${t.recipientUserId} IS NULL) <> (${t.recipientTeamId} IS NULL)`),
  ],
);
