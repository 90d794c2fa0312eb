import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/*
 * The help module's tables (decision 0049): articles copied from apps/api/help-articles at
 * start (the files are the source; these rows are rebuilt from them), votes on articles, and
 * support tickets with their replies. Migration 0013 creates them.
 */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const helpArticles = pgTable(
  "help_articles",
  {
    slug: text("slug").primaryKey(),
    category: text("category").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** The markdown after placeholders were replaced with configuration values. */
    bodyMarkdown: text("body_markdown").notNull(),
    bodyHtml: text("body_html").notNull(),
    /** The rendered body without markup: what search matches and excerpts come from. */
    bodyText: text("body_text").notNull(),
    position: integer("position").notNull(),
    related: text("related").array().notNull().default(sql`'{}'::text[]`),
    /** Title weighs most, then the summary, then the body (ts_rank_cd reads the weights). */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', body_text), 'C')`,
    ),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("help_articles_search_idx").using("gin", t.searchVector),
    index("help_articles_category_position_idx").on(t.category, t.position, t.slug),
  ],
);

export const helpArticleVotes = pgTable(
  "help_article_votes",
  {
    slug: text("slug")
      .notNull()
      .references(() => helpArticles.slug, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    helpful: boolean("helpful").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.userId] })],
);

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The short reference shown to people ("Request #1042"). */
    number: bigint("number", { mode: "number" }).generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who asked, as they were when they asked: the queue lists them without reading users. */
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    subject: text("subject").notNull(),
    category: text("category").notNull(),
    message: text("message").notNull(),
    status: text("status").notNull().default("OPEN"),
    attachmentPath: text("attachment_path"),
    attachmentName: text("attachment_name"),
    attachmentMime: text("attachment_mime"),
    attachmentSize: integer("attachment_size"),
    replyCount: integer("reply_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last message on the ticket: the queue and 'My requests' sort by it. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    check("support_tickets_status_check", sql`${t.status} in ('OPEN', 'ANSWERED', 'CLOSED')`),
    index("support_tickets_user_updated_idx").on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index("support_tickets_status_updated_idx").on(t.status, t.updatedAt.desc(), t.id.desc()),
    index("support_tickets_updated_idx").on(t.updatedAt.desc(), t.id.desc()),
  ],
);

export const supportTicketReplies = pgTable(
  "support_ticket_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromSupport: boolean("from_support").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("support_ticket_replies_ticket_created_idx").on(t.ticketId, t.createdAt, t.id)],
);
