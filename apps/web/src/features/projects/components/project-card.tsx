import type { THourlySummary } from "@crewlance/contracts/hourly";
import { formatPaise } from "@crewlance/contracts/money";
import { ArrowRight, CalendarClock, Clock, Hourglass } from "lucide-react";
import { Link } from "react-router";
import { RelativeTime } from "@/components/relative-time";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { formatMinutes, formatRate } from "@/lib/hourly-terms";
import { formatDay, PROJECT_STATUS_LABEL, PROJECT_STATUS_TONE } from "@/lib/marketplace/labels";
import { progressPercent, sideOf, waitingOnOther } from "../model";
import type { ProjectListItem } from "../types";
import { ProgressBar } from "./progress-bar";

function PaidProgress({ project }: { project: ProjectListItem }) {
  const paid = project.paidAmount;
  const percent = progressPercent(paid, project.totalAmount);
  return (
    <div className="mt-4">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-muted">
          <span className="font-semibold text-fg">{formatPaise(paid)}</span> paid of {formatPaise(project.totalAmount)}
        </span>
        <span className="text-xs font-medium text-muted tabular-nums">{percent}%</span>
      </div>
      <ProgressBar
        value={percent}
        label={`${formatPaise(paid)} paid of ${formatPaise(project.totalAmount)}`}
        className="mt-1.5"
      />
    </div>
  );
}

/** "6 h 30 min of 10 h this week", and the rate, from the hourly summaries (decision 0091). */
function HourlyProgress({ summary }: { summary?: THourlySummary }) {
  if (!summary) return <p className="mt-4 text-sm text-muted">Billed by the hour, week by week.</p>;
  const limitMinutes = summary.weeklyLimitHours === null ? null : summary.weeklyLimitHours * 60;
  const hours =
    limitMinutes === null
      ? `${formatMinutes(summary.minutesThisWeek)} this week · no limit`
      : `${formatMinutes(summary.minutesThisWeek)} of ${summary.weeklyLimitHours} h this week`;
  const percent = limitMinutes ? Math.min(100, Math.round((summary.minutesThisWeek / limitMinutes) * 100)) : 0;
  return (
    <div className="mt-4">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="inline-flex min-w-0 items-center gap-1.5 font-medium text-fg">
          <Clock className="size-4 shrink-0 text-muted" aria-hidden />
          {hours}
        </span>
        <span className="text-xs font-medium whitespace-nowrap text-muted">{formatRate(summary.rate)}</span>
      </div>
      {limitMinutes !== null ? <ProgressBar value={percent} label={hours} className="mt-1.5" /> : null}
    </div>
  );
}

/**
 * One project in the list: who it is with, how much is paid (or, by the hour, the hours this
 * week), what is due next and what waits on the viewer.
 */
export function ProjectCard({
  project,
  userId,
  hourly,
}: {
  project: ProjectListItem;
  userId?: string;
  hourly?: THourlySummary;
}) {
  const side = project.viewerSide ?? sideOf(project, userId);
  const other = side === "FREELANCER" ? project.company : project.freelancer;
  const otherLabel = side === "FREELANCER" ? "Company" : "Freelancer";
  const next = project.nextMilestone;
  const live = project.status === "ACTIVE" || project.status === "DISPUTED";
  const mine = live ? (hourly?.waitingOnViewer ?? project.waitingOnViewer) : null;
  const theirs = live && !mine ? waitingOnOther(side, next) : null;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm transition hover:border-amber-300 hover:shadow-md dark:hover:border-amber-500/50">
      <div className="flex items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge tone={PROJECT_STATUS_TONE[project.status]}>{PROJECT_STATUS_LABEL[project.status]}</Badge>
          {project.kind === "HOURLY" ? <Badge tone="accent">Hourly</Badge> : null}
        </span>
        <span className="text-xs text-muted">
          Started <RelativeTime iso={project.createdAt} />
        </span>
      </div>
      <h2 className="mt-2 text-base font-semibold text-fg">
        <Link
          to={`/project-management/${project.id}`}
          className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-amber-700 focus-visible:outline-none dark:group-hover:text-amber-400 [&:focus-visible]:after:ring-2 [&:focus-visible]:after:ring-amber-500"
        >
          {project.title}
        </Link>
      </h2>
      <div className="mt-2 flex items-center gap-2.5">
        <Avatar src={other.avatarUrl} name={other.name} size="sm" />
        <p className="min-w-0 truncate text-sm text-fg">
          {other.name}
          <span className="text-muted"> · {side ? otherLabel : "Company and freelancer"}</span>
        </p>
      </div>
      {project.kind === "HOURLY" ? <HourlyProgress summary={hourly} /> : <PaidProgress project={project} />}
      <div className="mt-4 flex-1 space-y-2 border-t border-line pt-3 text-sm">
        {project.kind === "HOURLY" ? (
          <p className="flex items-start gap-2 text-muted">
            <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
            {hourly?.status === "PAUSED"
              ? "Paused: no time is logged until it resumes"
              : "Billed weekly through escrow"}
          </p>
        ) : next ? (
          <p className="flex items-start gap-2 text-muted">
            <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="min-w-0">
              Next: <span className="font-medium text-fg">{next.title}</span>
              {next.dueDate ? <> · due {formatDay(next.dueDate)}</> : null}
            </span>
          </p>
        ) : (
          <p className="flex items-start gap-2 text-muted">
            <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
            {project.milestonesCount} {project.milestonesCount === 1 ? "milestone" : "milestones"}
          </p>
        )}
        {theirs ? (
          <p className="flex items-start gap-2 text-muted">
            <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden />
            {theirs}
          </p>
        ) : null}
      </div>
      {mine ? (
        <p className="mt-3 inline-flex items-center gap-1.5 self-start rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
          {mine}
          <ArrowRight className="size-3.5" aria-hidden />
        </p>
      ) : null}
    </article>
  );
}
