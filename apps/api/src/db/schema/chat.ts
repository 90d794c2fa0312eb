import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { projects } from "./projects";
import { teams } from "./teams";
import { users } from "./users";

/*
 * The chat module's tables (decision 0045). Who takes part in a TEAM or PROJECT
 * conversation is not stored: it is read from the team and the project at every action, so joining
 * or leaving a team changes it with no sync. conversation_members only keeps each person's read
 * state and notification throttles, created the first time they are needed.
 */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const conversationKindEnum = pgEnum("conversation_kind", ["DIRECT", "TEAM", "PROJECT"]);

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: conversationKindEnum("kind").notNull(),
    /** DIRECT: the two people, the smaller id first, so a pair has one conversation. */
    directLowId: uuid("direct_low_id").references(() => users.id, { onDelete: "cascade" }),
    directHighId: uuid("direct_high_id").references(() => users.id, { onDelete: "cascade" }),
    /** TEAM and PROJECT: the team or the project; its conversation goes with it. */
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    /** The newest message's seq: the next message takes lastSeq + 1 under this row's lock. */
    lastSeq: bigint("last_seq", { mode: "number" }).notNull().default(0),
    lastMessageId: uuid("last_message_id"),
    /** The last message's time, or the creation: the conversation list's order. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_direct_pair_key").on(t.directLowId, t.directHighId).where(sql`kind = 'DIRECT'`),
    uniqueIndex("conversations_team_key").on(t.teamId),
    uniqueIndex("conversations_project_key").on(t.projectId),
    // The list of a person's direct conversations, newest activity first, by either side.
    index("conversations_direct_low_activity_idx").on(t.directLowId, t.lastActivityAt.desc(), t.id.desc()),
    index("conversations_direct_high_activity_idx").on(t.directHighId, t.lastActivityAt.desc(), t.id.desc()),
    check(
      "conversations_kind_columns",
      sql`(kind = 'DIRECT' and direct_low_id is not null and direct_high_id is not null and direct_low_id < direct_high_id and team_id is null and project_id is null)
        or (kind = 'TEAM' and team_id is not null and direct_low_id is null and direct_high_id is null and project_id is null)
        or (kind = 'PROJECT' and project_id is not null and direct_low_id is null and direct_high_id is null and team_id is null)`,
    ),
  ],
);

/** One person's state in one conversation, created lazily (first read, first notification). */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadSeq: bigint("last_read_seq", { mode: "number" }).notNull().default(0),
    /** The seq a "new message" notification was last made for: one per unread streak. */
    lastNotifiedSeq: bigint("last_notified_seq", { mode: "number" }).notNull().default(0),
    /** At most one email digest an hour per conversation and recipient. */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index("conversation_members_user_idx").on(t.userId)],
);

/** A file uploaded into a conversation, then referenced by one message. */
export const chatAttachments = pgTable(
  "chat_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    uploaderId: uuid("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    storagePath: text("storage_path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_attachments_conversation_idx").on(t.conversationId)],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** 1, 2, 3 … per conversation with no gaps: the stable order and the paging cursor. */
    seq: bigint("seq", { mode: "number" }).notNull(),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The sender's id for the message: a resend with the same one is stored once. */
    clientId: text("client_id").notNull(),
    /** Empty once deleted (the row stays, shown as deleted). */
    body: text("body").notNull(),
    attachmentId: uuid("attachment_id").references(() => chatAttachments.id, { onDelete: "set null" }),
    /** Words of the body for search within a conversation (the 'simple' dictionary: any language). */
    search: tsvector("search").generatedAlwaysAs(sql`to_tsvector('simple', body)`),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Set when moderation hides the row (decision 0092): gone from every list and search. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** The platform saw an ask to move work or payment off Crewlance (decision 0092): the recipient is told. */
    offPlatform: boolean("off_platform").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("messages_conversation_seq_key").on(t.conversationId, t.seq),
    uniqueIndex("messages_sender_client_key").on(t.conversationId, t.senderId, t.clientId),
    uniqueIndex("messages_attachment_key").on(t.attachmentId),
    // Every message goes straight into the tree: no pending list merged in one slow insert (migration 0024).
    index("messages_search_idx").using("gin", t.search).with({ fastupdate: false }),
    check("messages_body_length", sql`char_length(body) <= 5000`),
  ],
);
