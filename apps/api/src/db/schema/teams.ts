import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/*
 * The teams module's tables (decisions 0038–0041): teams, members, invitations, join requests
 * and portfolio items. Migration 0009 creates them (and team_payout_shares, now in projects).
 * `applications.team_id` and `projects.team_id` (the team that applied / was hired) are columns
 * of the tasks and projects modules, added by the same migration.
 */

export const teamVisibilityEnum = pgEnum("team_visibility", ["PUBLIC", "PRIVATE"]);
export const teamRoleEnum = pgEnum("team_role", ["OWNER", "ADMIN", "MEMBER"]);
export const teamInvitationStatusEnum = pgEnum("team_invitation_status", [
  "PENDING",
  "ACCEPTED",
  "DECLINED",
  "CANCELLED",
  "EXPIRED",
]);
export const teamJoinRequestStatusEnum = pgEnum("team_join_request_status", [
  "PENDING",
  "APPROVED",
  "REJECTED",
  "CANCELLED",
]);

export const teams = pgTable(
  "teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** As the owner typed them (shown). */
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    /** The same lower-cased: what suggestions overlap with (GIN). */
    skillsKey: text("skills_key").array().notNull().default(sql`'{}'::text[]`),
    avatarPath: text("avatar_path"),
    visibility: teamVisibilityEnum("visibility").notNull().default("PUBLIC"),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Kept by the service in the transaction that adds or removes a member. */
    memberCount: integer("member_count").notNull().default(1),
    /** Set when moderation hides the row (decision 0092): gone from every list and search. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // GET /teams walks public teams newest first; suggestions find overlapping skills (decision 0013).
    index("teams_public_created_idx").on(t.createdAt.desc().nullsLast(), t.id).where(sql`visibility = 'PUBLIC'`),
    index("teams_public_skills_idx").using("gin", t.skillsKey).where(sql`visibility = 'PUBLIC'`),
  ],
);

export const teamMembers = pgTable(
  "team_members",
  {
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: teamRoleEnum("role").notNull().default("MEMBER"),
    title: text("title"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId], name: "team_members_pkey" }),
    // One owner per team, whatever two transfers do at once.
    uniqueIndex("team_members_one_owner_key").on(t.teamId).where(sql`role = 'OWNER'`),
    // GET /teams/mine: the user's teams, newest membership first.
    index("team_members_user_joined_idx").on(t.userId, t.joinedAt.desc().nullsLast(), t.teamId),
  ],
);

export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    inviteeId: uuid("invitee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviterId: uuid("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: teamRoleEnum("role").notNull().default("MEMBER"),
    message: text("message"),
    status: teamInvitationStatusEnum("status").notNull().default("PENDING"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pending invitation per person per team: two parallel invites give one row.
    uniqueIndex("team_invitations_pending_key").on(t.teamId, t.inviteeId).where(sql`status = 'PENDING'`),
    index("team_invitations_invitee_pending_idx")
      .on(t.inviteeId, t.createdAt.desc().nullsLast(), t.id)
      .where(sql`status = 'PENDING'`),
    index("team_invitations_team_pending_idx")
      .on(t.teamId, t.createdAt.desc().nullsLast(), t.id)
      .where(sql`status = 'PENDING'`),
  ],
);

export const teamJoinRequests = pgTable(
  "team_join_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message"),
    status: teamJoinRequestStatusEnum("status").notNull().default("PENDING"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("team_join_requests_pending_key").on(t.teamId, t.userId).where(sql`status = 'PENDING'`),
    index("team_join_requests_user_pending_idx")
      .on(t.userId, t.createdAt.desc().nullsLast(), t.id)
      .where(sql`status = 'PENDING'`),
    index("team_join_requests_team_pending_idx")
      .on(t.teamId, t.createdAt.desc().nullsLast(), t.id)
      .where(sql`status = 'PENDING'`),
  ],
);

export const teamPortfolioItems = pgTable(
  "team_portfolio_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    url: text("url"),
    imagePath: text("image_path"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** 1-based place in the grid. */
    position: integer("position").notNull(),
    /** Set when moderation hides the row (decision 0092): gone from every list and search. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("team_portfolio_items_team_position_idx").on(t.teamId, t.position, t.id)],
);

export const teamEmailInvitationStatusEnum = pgEnum("team_email_invitation_status", [
  "PENDING",
  "CANCELLED",
  "CONVERTED",
  "DROPPED",
  "EXPIRED",
]);

/**
 * Invitations to an email nobody used yet (migration 0045, decision 0097): when someone verifies
 * that address, a freelancer's become normal invitations (CONVERTED), a company's are DROPPED.
 */
export const teamEmailInvitations = pgTable(
  "team_email_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** Always lower-cased, like users.email. */
    email: text("email").notNull(),
    invitedBy: uuid("invited_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: teamRoleEnum("role").notNull().default("MEMBER"),
    message: text("message"),
    status: teamEmailInvitationStatusEnum("status").notNull().default("PENDING"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pending invitation per address per team: two parallel invites give one row.
    uniqueIndex("team_email_invitations_pending_key").on(t.teamId, t.email).where(sql`status = 'PENDING'`),
    index("team_email_invitations_email_pending_idx").on(t.email).where(sql`status = 'PENDING'`),
    // The team's list and its daily count of invitations sent (the spam guard).
    index("team_email_invitations_team_created_idx").on(t.teamId, t.createdAt.desc()),
  ],
);
