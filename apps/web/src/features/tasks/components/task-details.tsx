import type { TExperienceLevel } from "@crewlance/contracts/enums";
import {
  TASK_CATEGORY_LABELS,
  type TAttachment,
  type TBudgetType,
  type TSkillMatch,
  type TTaskCategory,
  type TTaskStatus,
} from "@crewlance/contracts/tasks";
import { CalendarClock, type Clock, Gauge, Tag, Users } from "lucide-react";
import type { ReactNode } from "react";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import {
  BUDGET_TYPE_LABEL,
  formatBudget,
  formatDay,
  formatMatch,
  matchTone,
  TASK_STATUS_LABEL,
  TASK_STATUS_TONE,
} from "@/lib/marketplace/labels";
import { EXPERIENCE_LABEL } from "@/lib/profile-options";
import { AttachmentList } from "./attachment-list";

/** What the details show: a saved task, or the post form's values for its preview. */
export type TaskView = {
  title: string;
  description: string;
  /** Null in the preview until a category is chosen. */
  category: TTaskCategory | null;
  skills: string[];
  budgetType: TBudgetType;
  budgetMin: number;
  budgetMax: number;
  deadline: string;
  experienceLevel: TExperienceLevel;
  status: TTaskStatus;
  publishedAt: string | null;
  applicationsCount?: number;
  match?: TSkillMatch | null;
  attachments: Array<Pick<TAttachment, "fileName" | "mimeType" | "size"> & { id?: string; url?: string }>;
};

function Fact({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-surface-muted/60 px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-xs text-muted">
        <Icon className="size-3.5" aria-hidden />
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

/**
 * A task as freelancers see it: title, budget, facts, description, skills and files. The post
 * form's preview renders this same component with the values being typed.
 */
export function TaskDetails({
  task,
  headingLevel = 1,
  menu,
  notice,
}: {
  task: TaskView;
  headingLevel?: 1 | 2;
  /** The task's More menu (Report), at the top right. */
  menu?: ReactNode;
  /** Shown under the heading: the off-platform notice for a flagged task (decision 0092). */
  notice?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <article className="rounded-2xl border border-line bg-surface shadow-sm">
      <header className="border-b border-line p-5 sm:p-6">
        {menu ? <div className="float-right ml-3">{menu}</div> : null}
        <div className="flex flex-wrap items-center gap-2">
          {task.category ? <Badge tone="accent">{TASK_CATEGORY_LABELS[task.category]}</Badge> : null}
          {task.status !== "OPEN" ? (
            <Badge tone={TASK_STATUS_TONE[task.status]}>{TASK_STATUS_LABEL[task.status]}</Badge>
          ) : null}
          {task.match ? (
            <Badge tone={matchTone(task.match)} title="Your skills against the task's">
              You match {formatMatch(task.match)}
            </Badge>
          ) : null}
        </div>
        <Heading className="mt-3 text-xl font-semibold tracking-tight break-words text-fg sm:text-2xl">
          {task.title || "Untitled task"}
        </Heading>
        {/* One line on a phone: a range with its label fits 390 px at text-lg; the label never
            breaks, and beside a longer range the amount wraps first. */}
        <p className="mt-2 flex items-baseline gap-2">
          <span className="min-w-0 text-lg font-semibold text-amber-700 sm:text-2xl dark:text-amber-400">
            {formatBudget(task)}
          </span>
          <span className="shrink-0 text-sm font-medium whitespace-nowrap text-muted">
            {BUDGET_TYPE_LABEL[task.budgetType]}
          </span>
        </p>
        <p className="mt-1 text-sm text-muted">
          {task.publishedAt ? (
            <>
              Posted <RelativeTime iso={task.publishedAt} />
            </>
          ) : (
            "Not published yet"
          )}
        </p>
        {notice ? <div className="mt-3">{notice}</div> : null}
      </header>
      <dl className="grid grid-cols-3 gap-2 border-b border-line p-5 sm:gap-3 sm:p-6">
        <Fact icon={CalendarClock} label="Deadline">
          {task.deadline ? formatDay(task.deadline) : "Not set"}
        </Fact>
        <Fact icon={Gauge} label="Experience">
          {EXPERIENCE_LABEL[task.experienceLevel]}
        </Fact>
        <Fact icon={Users} label="Applications">
          {task.applicationsCount ?? 0}
        </Fact>
      </dl>
      <div className="space-y-6 p-5 sm:p-6">
        <section aria-label="Description">
          <h2 className="text-sm font-semibold text-fg">Description</h2>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line break-words text-fg/90">
            {task.description || "No description yet."}
          </p>
        </section>
        <section aria-label="Skills">
          <h2 className="flex items-center gap-1.5 text-sm font-semibold text-fg">
            <Tag className="size-4 text-muted" aria-hidden />
            Skills
          </h2>
          {task.skills.length === 0 ? <p className="mt-2 text-sm text-muted">No skills yet.</p> : null}
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {task.skills.map((skill) => (
              <li key={skill} className="rounded-md bg-surface-muted px-2 py-0.5 text-sm text-fg">
                {skill}
              </li>
            ))}
          </ul>
        </section>
        {task.attachments.length > 0 ? (
          <section aria-label="Attachments">
            <h2 className="mb-2 text-sm font-semibold text-fg">Attachments</h2>
            <AttachmentList files={task.attachments} label="Task attachments" />
          </section>
        ) : null}
      </div>
    </article>
  );
}
