import { COMMUNITY_RULE_LABELS, communityRuleLink, type TStandingAction } from "@crewlance/contracts/safety";
import type { moderationActions, moderationAppeals } from "../../db/schema/safety";
import { RULES_LINK } from "./moderation/notices";

type ActionRow = typeof moderationActions.$inferSelect;
type AppealRow = typeof moderationAppeals.$inferSelect;

const GOES_ON = "Your projects, messages in them and money in escrow go on as before.";

/** What each kind of action stops, and what goes on as before (decision 0092). */
function affectsOf(row: ActionRow): string[] {
  switch (row.kind) {
    case "RESTRICT":
      return [
        "You can't apply to tasks, send offers or start conversations with people you have no project with.",
        GOES_ON,
      ];
    case "SUSPEND":
      return [
        "You can't sign in or use Crewlance, except to read this page and appeal.",
        "Money in escrow keeps its rules: milestones are still approved automatically and disputes go on.",
        ...(row.rule === "SCAM_FRAUD" ? ["Withdrawals wait until this is resolved."] : []),
      ];
    case "HIDE":
      return ["Nobody else sees what was hidden.", "Everything else on your account goes on as before."];
    default:
      return ["Nothing you can do has changed. Repeating it may lead to a restriction or a suspension."];
  }
}

/** Still in force: not lifted, and its end (if any) not reached. Warnings and hidden content stay until lifted. */
export function isActive(row: ActionRow, at: Date): boolean {
  return row.liftedAt === null && (row.endsAt === null || row.endsAt > at);
}

export function toStandingAction(row: ActionRow, appeal: AppealRow | null, at: Date): TStandingAction {
  return {
    id: row.id,
    kind: row.kind as TStandingAction["kind"],
    rule: row.rule,
    ruleLabel: row.rule ? COMMUNITY_RULE_LABELS[row.rule] : "An administrator suspended this account",
    ruleLink: row.rule ? communityRuleLink(row.rule) : RULES_LINK,
    itemLabel: row.kind === "HIDE" ? `Your ${ITEM_WORDS[row.itemKind ?? "USER"]} of ${shortDate(row.createdAt)}` : null,
    since: row.startsAt.toISOString(),
    until: row.endsAt?.toISOString() ?? null,
    active: isActive(row, at),
    affects: affectsOf(row),
    appeal: appeal
      ? {
          status: appeal.status,
          text: appeal.text,
          createdAt: appeal.createdAt.toISOString(),
          decidedAt: appeal.decidedAt?.toISOString() ?? null,
          decisionNote: appeal.decisionNote,
        }
      : null,
    canAppeal: appeal === null && row.liftedAt === null,
  };
}

const ITEM_WORDS: Record<NonNullable<ActionRow["itemKind"]>, string> = {
  USER: "profile",
  TASK: "task",
  MESSAGE: "message",
  REVIEW: "review",
  TEAM: "team",
  PORTFOLIO_ITEM: "portfolio item",
  PROPOSAL: "proposal",
  OFFER: "offer",
};

function shortDate(at: Date): string {
  return new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short" }).format(at);
}
