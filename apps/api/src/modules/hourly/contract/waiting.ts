import { indiaDateOf, weekStartOf } from "@crewlance/contracts/hourly";
import { and, asc, inArray } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { hourlyWeeks } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import { rupees } from "../../projects/index";
import type { HourlyContractRow, HourlySide } from "../access";
import type { HourlyWeekRow } from "../billing/open-week";
import { shortDate } from "../words";
import { openChangesOf, type TermChangeRow } from "./term-changes";

/*
 * What waits on the viewer of a contract, as one sentence (decision 0091): the freelancer's
 * answer to a rate change, the company's funds for a week that could not be funded or its review
 * of a closed week, and a paused contract either party may resume. Members only read: nothing
 * waits on them.
 */

export type WaitingFacts = {
  contract: HourlyContractRow;
  side: HourlySide;
  openChange: TermChangeRow | null;
  /** The contract's weeks that wait on someone (UNFUNDED, IN_REVIEW), oldest first. */
  weeks: readonly HourlyWeekRow[];
};

export function waitingSentence(facts: WaitingFacts): string | null {
  const { contract, side, openChange, weeks } = facts;
  if (side === "MEMBER") return null;
  const paused = contract.status === "PAUSED" ? "The contract is paused: resume it to log time again." : null;
  if (side === "FREELANCER") {
    if (openChange?.status === "PENDING" && contract.status !== "ENDED") {
      return `Accept or decline the new rate of ${rupees(openChange.rate)} an hour from ${shortDate(openChange.effectiveWeek)}.`;
    }
    return paused;
  }
  const unfunded = weeks.find((week) => week.status === "UNFUNDED");
  if (unfunded && contract.status === "ACTIVE") {
    return `Add funds: the week of ${shortDate(unfunded.weekStart)} is not funded yet, so no time can be logged.`;
  }
  const review = weeks.find((week) => week.status === "IN_REVIEW" && week.reviewEndsAt && week.reviewEndsAt > now());
  if (review) {
    return `Review the hours of the week of ${shortDate(review.weekStart)} by ${shortDate(indiaDateOf(review.reviewEndsAt!))}.`;
  }
  return paused;
}

/** The weeks that may wait on someone, by project id, oldest first. */
async function waitingWeeksOf(ctx: AppContext, projectIds: readonly string[]): Promise<Map<string, HourlyWeekRow[]>> {
  const result = new Map<string, HourlyWeekRow[]>();
  if (projectIds.length === 0) return result;
  const rows = await ctx.db
    .select()
    .from(hourlyWeeks)
    .where(and(inArray(hourlyWeeks.projectId, [...projectIds]), inArray(hourlyWeeks.status, ["UNFUNDED", "IN_REVIEW"])))
    .orderBy(asc(hourlyWeeks.weekStart));
  for (const row of rows) result.set(row.projectId, [...(result.get(row.projectId) ?? []), row]);
  return result;
}

/** The sentence for each contract and its viewer's side, by project id: three statements however many. */
export async function waitingSentences(
  ctx: AppContext,
  contracts: readonly { contract: HourlyContractRow; side: HourlySide }[],
): Promise<Map<string, string | null>> {
  const ids = contracts.map(({ contract }) => contract.projectId);
  const [changes, weeks] = await Promise.all([openChangesOf(ctx, ids), waitingWeeksOf(ctx, ids)]);
  return new Map(
    contracts.map(({ contract, side }) => [
      contract.projectId,
      waitingSentence({
        contract,
        side,
        openChange: changes.get(contract.projectId) ?? null,
        weeks: weeks.get(contract.projectId) ?? [],
      }),
    ]),
  );
}

/** The Monday of the current week in India. */
export function thisWeekStart(): string {
  return weekStartOf(now());
}
