import type { THourlyContract, THourlyWeek } from "@crewlance/contracts/hourly";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatExactPaise } from "@/lib/format";
import { type Figure, FigureList } from "./figure-list";
import { LimitBar } from "./limit-bar";
import { formatMinutes } from "./time-format";

/** The state of the week that is running: whether its money is in escrow, or why logging waits. */
function runningState(contract: THourlyContract, week: THourlyWeek): { label: string; tone: BadgeTone } {
  if (contract.status === "PAUSED") return { label: "Paused", tone: "warning" };
  if (contract.status === "ENDED") return { label: "Ended", tone: "neutral" };
  if (week.status === "UNFUNDED") return { label: "Not funded", tone: "warning" };
  if (week.weeklyLimitHours === null) return { label: "Billed at the week's end", tone: "neutral" };
  return { label: "Funded", tone: "success" };
}

export function RunningStateBadge({ contract, week }: { contract: THourlyContract; week: THourlyWeek }) {
  const state = runningState(contract, week);
  return <Badge tone={state.tone}>{state.label}</Badge>;
}

const DISPUTED_HINT: Partial<Record<THourlyWeek["status"], string>> = {
  IN_REVIEW: "Held back from the release",
  SETTLED: "Settled by an admin",
};

/** Hours logged of the limit with a bar, the hours left, the amount so far and the escrow of a week. */
export function WeekFigures({ week, open }: { week: THourlyWeek; open: boolean }) {
  const limit = week.weeklyLimitHours;
  const figures: Figure[] = [
    {
      label: "Logged",
      value: formatMinutes(week.loggedMinutes),
      hint: limit === null ? "No weekly limit" : `of ${limit} h`,
    },
    open
      ? {
          label: "Hours left",
          value: week.minutesLeft === null ? "No limit" : formatMinutes(week.minutesLeft),
          hint:
            week.manualLimitHours !== null && week.manualPolicy === "LIMITED"
              ? `Manual: ${formatMinutes(week.manualMinutes)} of ${week.manualLimitHours} h`
              : undefined,
        }
      : { label: "Billed", value: formatExactPaise(week.billedAmount) },
    {
      label: open ? "Amount so far" : "Released",
      value: formatExactPaise(open ? week.amountSoFar : week.releasedAmount),
      hint: open ? `at ${formatExactPaise(week.rate)} an hour` : undefined,
    },
    open
      ? {
          label: "In escrow",
          value: formatExactPaise(week.fundedAmount),
          hint: week.clientFee > 0 ? `plus ${formatExactPaise(week.clientFee)} client fee` : undefined,
        }
      : { label: "Refunded", value: formatExactPaise(week.refundedAmount), hint: "Unused escrow" },
  ];
  if (!open && week.disputedAmount > 0) {
    figures.push({
      label: "Disputed",
      value: formatExactPaise(week.disputedAmount),
      hint: DISPUTED_HINT[week.status] ?? "Waits for an admin",
    });
  }
  return (
    <div className="space-y-3">
      {limit !== null ? <LimitBar minutes={week.loggedMinutes} limitHours={limit} /> : null}
      <FigureList figures={figures} className={figures.length > 4 ? "@3xl:grid-cols-5" : undefined} />
    </div>
  );
}
