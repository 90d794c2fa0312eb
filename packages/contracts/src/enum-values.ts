// Plain values of the enums and lists the screens need before their first paint, with no zod: a
// module that builds a zod schema at its top level pulls zod's core (~24 KB sent) into every
// route that imports any constant from it (decisions 0020 and 0053). The contract files build
// their schemas from these and re-export them, so there is one list of each; the web imports
// them from here.

/** Social sign-in providers (POST /auth/google, /auth/linkedin, /auth/github). */
export const SOCIAL_PROVIDERS = ["google", "linkedin", "github"] as const;

export const EXPERIENCE_LEVELS = ["ENTRY", "INTERMEDIATE", "EXPERT"] as const;
export const AVAILABILITIES = ["AVAILABLE", "BUSY", "UNAVAILABLE"] as const;

/** Orders of the freelancer directory (GET /user/freelancers?sort=). */
export const FREELANCER_SORTS = ["relevance", "rating", "rate_asc", "rate_desc", "newest"] as const;

/** The one fixed list of task categories, value → label. */
export const TASK_CATEGORY_LABELS = {
  WEB_DEVELOPMENT: "Web development",
  MOBILE_DEVELOPMENT: "Mobile development",
  DESIGN: "Design and creative",
  WRITING: "Writing and content",
  MARKETING: "Sales and marketing",
  DATA_SCIENCE: "Data science and AI",
  DEVOPS: "DevOps and cloud",
  VIDEO_ANIMATION: "Video and animation",
  TRANSLATION: "Translation",
  ADMIN_SUPPORT: "Admin and customer support",
  FINANCE_LEGAL: "Finance and legal",
  OTHER: "Other",
} as const;
export const TASK_CATEGORIES = Object.keys(TASK_CATEGORY_LABELS) as [
  keyof typeof TASK_CATEGORY_LABELS,
  ...(keyof typeof TASK_CATEGORY_LABELS)[],
];
export const TASK_STATUSES = ["DRAFT", "OPEN", "IN_PROGRESS", "COMPLETED", "CANCELLED"] as const;
export const BUDGET_TYPES = ["FIXED", "HOURLY"] as const;
/** Orders of the task list (GET /tasks?sort=). */
export const TASK_SORTS = ["relevance", "newest", "budget_desc", "budget_asc"] as const;
/** The highest budget a task takes: ₹10 crore. */
export const MAX_TASK_BUDGET_PAISE = 10_000_000_000;
export const TASKS_PAGE_SIZE = 12;

export const APPLICATION_STATUSES = ["PENDING", "SHORTLISTED", "ACCEPTED", "REJECTED", "WITHDRAWN"] as const;
export const APPLICATIONS_PAGE_SIZE = 20;

/**
 * Lists that may grow without bound count their matches only up to this many (decision 0013),
 * like GitHub's search: past it a client shows "1,000+" and invites a narrower filter.
 */
export const LIST_COUNT_CAP = 1000;

/**
 * A search list pages only through the matches its total admits to (decision 0114): the last page
 * a client can show starts below the cap. A deeper page would walk its index past every match
 * before it, for rows no total counts.
 */
export function isWithinCountCap(query: { page: number; limit: number }): boolean {
  return (query.page - 1) * query.limit < LIST_COUNT_CAP;
}
