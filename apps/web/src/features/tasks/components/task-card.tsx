import { TASK_CATEGORY_LABELS } from "@crewlance/contracts/enum-values";
import type { TTaskCard } from "@crewlance/contracts/tasks";
import { CheckCircle2, Users } from "lucide-react";
import { Link } from "react-router";
import { SaveToggle } from "@/components/favourites/save-toggle";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { BUDGET_TYPE_LABEL, formatBudget, formatMatch, matchTone } from "@/lib/marketplace/labels";
import { EXPERIENCE_LABEL } from "@/lib/profile-options";
import { CompanyLine } from "./company-card";

const VISIBLE_SKILLS = 5;

/**
 * One open task in the list; the title opens it, the star saves it (decision 0103). Its title and
 * summary break inside a long word, which would otherwise widen the list's grid past a phone's screen.
 */
export function TaskCard({ task }: { task: TTaskCard }) {
  const extra = task.skills.length - VISIBLE_SKILLS;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-amber-300 hover:shadow-md dark:hover:border-amber-500/50">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <span className="font-medium text-amber-800 dark:text-amber-300">{TASK_CATEGORY_LABELS[task.category]}</span>
        <span aria-hidden>·</span>
        <span>
          Posted <RelativeTime iso={task.publishedAt ?? task.createdAt} />
        </span>
        {task.applied ? (
          <Badge tone="success" className="ml-auto">
            <CheckCircle2 className="size-3.5" aria-hidden />
            Applied
          </Badge>
        ) : null}
      </div>
      <div className="mt-2 flex items-start gap-3">
        <h3 className="min-w-0 flex-1 text-base font-semibold leading-snug wrap-anywhere text-fg">
          {/* The link covers the card; other controls sit above it. */}
          <Link
            to={`/tasks/${task.id}`}
            className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-amber-700 focus-visible:outline-none dark:group-hover:text-amber-400 [&:focus-visible]:after:outline-2 [&:focus-visible]:after:outline-amber-500"
          >
            {task.title}
          </Link>
        </h3>
        <SaveToggle kind="task" id={task.id} compact className="-mt-1" />
      </div>
      <p className="mt-1 line-clamp-2 text-sm wrap-anywhere text-muted">{task.summary}</p>
      <div className="mt-3 flex flex-wrap items-baseline gap-x-2">
        <span className="text-lg font-semibold text-fg">{formatBudget(task)}</span>
        <span className="text-xs whitespace-nowrap text-muted">
          {BUDGET_TYPE_LABEL[task.budgetType]} · {EXPERIENCE_LABEL[task.experienceLevel]}
        </span>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Skills">
        {task.skills.slice(0, VISIBLE_SKILLS).map((skill) => (
          <li key={skill} className="rounded-md bg-surface-muted px-2 py-0.5 text-xs text-fg">
            {skill}
          </li>
        ))}
        {extra > 0 ? <li className="px-1 py-0.5 text-xs text-muted">+{extra} more</li> : null}
      </ul>
      <div aria-hidden className="min-h-4 flex-1" />
      <div className="mt-1 flex flex-wrap items-center gap-2 border-t border-line pt-3">
        <CompanyLine company={task.company} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <Users className="size-3.5" aria-hidden />
          {task.applicationsCount} {task.applicationsCount === 1 ? "application" : "applications"}
        </span>
        {task.match ? (
          <Badge tone={matchTone(task.match)} className="ml-auto">
            {formatMatch(task.match)}
          </Badge>
        ) : null}
      </div>
    </article>
  );
}
