import { z } from "zod";
import { pageQuery, paginated } from "./common";
import { oneLine, paragraphs, queryText } from "./text-fields";

/*
 * The help center (decision 0049): articles loaded from markdown files at
 * start, searched in full text, voted on; support tickets a user opens and an admin answers.
 */

/** The seven categories, named exactly as the product fixes them, in the order the help center lists them. */
export const HELP_CATEGORIES = [
  "Getting started",
  "Tasks and applications",
  "Projects and milestones",
  "Payments and wallet",
  "Teams",
  "Chat",
  "Account and security",
] as const;
export const ZHelpCategory = z.enum(HELP_CATEGORIES);
export type THelpCategory = z.infer<typeof ZHelpCategory>;

/** What a ticket is about: a help category, or something none of them covers. */
export const SUPPORT_TICKET_CATEGORIES = [...HELP_CATEGORIES, "Something else"] as const;
export const ZSupportTicketCategory = z.enum(SUPPORT_TICKET_CATEGORIES, "Choose what your request is about.");
export type TSupportTicketCategory = z.infer<typeof ZSupportTicketCategory>;

/**
 * OPEN: waiting for support; ANSWERED: support replied, waiting for the user; CLOSED: done (a
 * reply from the user reopens it).
 */
export const SUPPORT_TICKET_STATUSES = ["OPEN", "ANSWERED", "CLOSED"] as const;
export const ZSupportTicketStatus = z.enum(SUPPORT_TICKET_STATUSES);
export type TSupportTicketStatus = z.infer<typeof ZSupportTicketStatus>;

export const HELP_SEARCH_MAX = 200;
export const TICKET_SUBJECT_MAX = 150;
export const TICKET_MESSAGE_MAX = 5000;
export const TICKETS_PAGE_SIZE = 10;
export const ADMIN_TICKETS_PAGE_SIZE = 20;

/**
 * Search results mark the matched words with these two characters (never HTML): the API
 * escapes nothing and the web splits on them, so an article's text can never become markup.
 */
export const HIGHLIGHT_START = "\u0002";
export const HIGHLIGHT_END = "\u0003";

export const ZHelpArticleSummary = z.object({
  slug: z.string(),
  category: ZHelpCategory,
  title: z.string(),
  summary: z.string(),
});
export type THelpArticleSummary = z.infer<typeof ZHelpArticleSummary>;

/** A search hit: the title and an excerpt with the matches between HIGHLIGHT_START/END. */
export const ZHelpSearchHit = ZHelpArticleSummary.extend({
  titleHighlighted: z.string(),
  excerptHighlighted: z.string(),
});
export type THelpSearchHit = z.infer<typeof ZHelpSearchHit>;

export const ZHelpCategoryGroup = z.object({
  category: ZHelpCategory,
  articles: z.array(ZHelpArticleSummary),
});

/** GET /help/articles: with `q` the ranked hits, without it every article by category. */
export const ZHelpArticlesQuery = z.object({ q: queryText(HELP_SEARCH_MAX) });
export const ZHelpArticlesResult = z.object({
  query: z.string().nullable(),
  hits: z.array(ZHelpSearchHit),
  categories: z.array(ZHelpCategoryGroup),
});
export type THelpArticlesResult = z.infer<typeof ZHelpArticlesResult>;

export const ZHelpSlugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Must be an article's name, such as fees.")
    .max(100),
});

export const ZHelpFeedbackCounts = z.object({ helpful: z.number().int(), notHelpful: z.number().int() });

export const ZHelpArticle = ZHelpArticleSummary.extend({
  /** The body rendered to HTML by the API from the repository's markdown, raw HTML escaped. */
  html: z.string(),
  related: z.array(ZHelpArticleSummary),
  /** The signed-in user's vote, null when they have not voted (or nobody is signed in). */
  myVote: z.boolean().nullable(),
  /** Shown to admins only; null for everyone else. */
  feedback: ZHelpFeedbackCounts.nullable(),
  updatedAt: z.string(),
});
export type THelpArticle = z.infer<typeof ZHelpArticle>;

export const ZHelpFeedbackRequest = z.object({
  helpful: z.boolean("Say whether the article helped: true or false."),
});
export const ZHelpFeedbackResult = z.object({ helpful: z.boolean() });

export const ZSupportTicketAttachment = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** API path the owner (or an admin) downloads it from with their Bearer token. */
  url: z.string(),
});

export const ZSupportTicketReply = z.object({
  id: z.string().uuid(),
  /** SUPPORT for an admin's answer, USER for the ticket owner's. */
  from: z.enum(["SUPPORT", "USER"]),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type TSupportTicketReply = z.infer<typeof ZSupportTicketReply>;

export const ZSupportTicketSummary = z.object({
  id: z.string().uuid(),
  /** A short reference the user quotes ("Request #1042"). */
  number: z.number().int(),
  subject: z.string(),
  category: ZSupportTicketCategory,
  status: ZSupportTicketStatus,
  replyCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSupportTicketSummary = z.infer<typeof ZSupportTicketSummary>;

export const ZSupportTicket = ZSupportTicketSummary.extend({
  message: z.string(),
  attachment: ZSupportTicketAttachment.nullable(),
  replies: z.array(ZSupportTicketReply),
  requester: z.object({ id: z.string().uuid(), fullName: z.string(), email: z.string() }),
  closedAt: z.string().nullable(),
});
export type TSupportTicket = z.infer<typeof ZSupportTicket>;

/** The admin's queue row: the summary plus who asked. */
export const ZAdminSupportTicketRow = ZSupportTicketSummary.extend({
  requester: z.object({ id: z.string().uuid(), fullName: z.string(), email: z.string() }),
});
export type TAdminSupportTicketRow = z.infer<typeof ZAdminSupportTicketRow>;

/**
 * POST /help/tickets (multipart/form-data: these fields plus an optional `attachment` file, or
 * JSON without a file).
 */
export const ZCreateSupportTicketRequest = z.object({
  subject: oneLine(TICKET_SUBJECT_MAX, "Enter a subject.")
    .min(1, "Enter a subject.")
    .min(3, "Enter a subject of at least 3 characters."),
  category: ZSupportTicketCategory,
  message: paragraphs(TICKET_MESSAGE_MAX, "Describe what you need help with.")
    .min(1, "Describe what you need help with.")
    .min(10, "Describe what you need help with in at least 10 characters."),
});
export type TCreateSupportTicketRequest = z.infer<typeof ZCreateSupportTicketRequest>;

export const ZSupportTicketReplyRequest = z.object({
  body: paragraphs(TICKET_MESSAGE_MAX, "Write a reply.").min(2, "Write a reply."),
});
export type TSupportTicketReplyRequest = z.infer<typeof ZSupportTicketReplyRequest>;

export const ZMyTicketsQuery = pageQuery(TICKETS_PAGE_SIZE);
export const ZMyTicketsPage = paginated(ZSupportTicketSummary);
export type TMyTicketsPage = z.infer<typeof ZMyTicketsPage>;

export const ZAdminTicketsQuery = pageQuery(ADMIN_TICKETS_PAGE_SIZE).extend({
  status: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum([...SUPPORT_TICKET_STATUSES, "ALL"]).default("OPEN"),
  ),
});
export const ZAdminTicketsPage = paginated(ZAdminSupportTicketRow);
export type TAdminTicketsPage = z.infer<typeof ZAdminTicketsPage>;

export const ZOpenSupportTicketCount = z.object({ count: z.number().int() });
