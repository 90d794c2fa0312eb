import type { TProjectStatus } from "@crewlance/contracts/projects";
import { oneOfFilter, pageFilter } from "@/lib/use-url-filters";

/** The list's tabs, in the address as `?tab=completed` (Active is the bare address). */
export const PROJECT_TABS = ["active", "completed", "disputed", "cancelled"] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

export const TAB_STATUS: Record<ProjectTab, TProjectStatus> = {
  active: "ACTIVE",
  completed: "COMPLETED",
  disputed: "DISPUTED",
  cancelled: "CANCELLED",
};

export const TAB_LABEL: Record<ProjectTab, string> = {
  active: "Active",
  completed: "Completed",
  disputed: "Disputed",
  cancelled: "Cancelled",
};

export const listFields = { tab: oneOfFilter(PROJECT_TABS, "active"), page: pageFilter() };

/** The detail screen's tabs, in the address as `?tab=board` (Overview is the bare address). */
export const DETAIL_TABS = ["overview", "board", "chat", "activity", "files", "reviews"] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export const DETAIL_TAB_LABEL: Record<DetailTab, string> = {
  overview: "Overview",
  board: "Board",
  chat: "Chat",
  activity: "Activity",
  files: "Files",
  reviews: "Reviews",
};

export const detailFields = { tab: oneOfFilter(DETAIL_TABS, "overview") };

/** What an admin reads of a disputed project (decision 0080): no board, no reviews. */
export const ADMIN_DETAIL_TABS: readonly DetailTab[] = ["overview", "chat", "activity", "files"];
