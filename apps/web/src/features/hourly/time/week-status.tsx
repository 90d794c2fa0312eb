import type { THourlyWeek, THourlyWeekStatus } from "@crewlance/contracts/hourly";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatIndiaDay } from "./time-format";

const STATUS_TONE: Record<THourlyWeekStatus, BadgeTone> = {
  UNFUNDED: "warning",
  OPEN: "accent",
  IN_REVIEW: "neutral",
  PAID: "success",
  DISPUTED: "danger",
  SETTLED: "success",
};

/** What a week's badge says: 'In review until 9 Dec 2026'. */
export function weekStatusLabel(week: Pick<THourlyWeek, "status" | "reviewEndsAt">): string {
  switch (week.status) {
    case "UNFUNDED":
      return "Not funded";
    case "OPEN":
      return "Open";
    case "IN_REVIEW":
      return week.reviewEndsAt ? `In review until ${formatIndiaDay(week.reviewEndsAt)}` : "In review";
    case "PAID":
      return "Paid";
    case "DISPUTED":
      return "Disputed";
    case "SETTLED":
      return "Settled";
  }
}

export function WeekStatusBadge({ week }: { week: Pick<THourlyWeek, "status" | "reviewEndsAt"> }) {
  return <Badge tone={STATUS_TONE[week.status]}>{weekStatusLabel(week)}</Badge>;
}
