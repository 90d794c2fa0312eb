import { formatPaise } from "@crewlance/contracts/money";
import { useQuery } from "@tanstack/react-query";
import { AlertCircle, ArrowLeft, Briefcase, Flag, SearchX } from "lucide-react";
import { Link, useParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { PageHeader } from "@/components/page-header";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatDay, MILESTONE_STATUS_LABEL, PROJECT_STATUS_LABEL, PROJECT_STATUS_TONE } from "@/lib/marketplace/labels";
import { useAuthStore } from "@/lib/session/auth-store";
import { projectQuery } from "../api";
import { Party } from "../components/party";

export default function ProjectDetailScreen() {
  const { id = "" } = useParams();
  const userId = useAuthStore((state) => state.user?.id);
  const query = useQuery(projectQuery(id));
  const back = (
    <Link
      to="/project-management"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-fg"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Projects
    </Link>
  );
  if (query.isPending) {
    return (
      <div className="space-y-5" aria-busy="true">
        {back}
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <div className="space-y-5">
        {back}
        {status === 404 || status === 403 || status === 400 ? (
          <EmptyState
            icon={SearchX}
            title="Project not found"
            description="A project is visible only to the company and the freelancer working on it."
            action={<LinkButton to="/project-management">Your projects</LinkButton>}
          />
        ) : (
          <EmptyState
            icon={AlertCircle}
            title="Could not load the project"
            description={errorMessage(query.error)}
            action={<Button onClick={() => void query.refetch()}>Try again</Button>}
          />
        )}
      </div>
    );
  }
  const project = query.data;
  return (
    <div className="space-y-5">
      {back}
      <PageHeader
        title={project.title}
        description={
          <>
            Started <RelativeTime iso={project.createdAt} />
          </>
        }
        actions={<Badge tone={PROJECT_STATUS_TONE[project.status]}>{PROJECT_STATUS_LABEL[project.status]}</Badge>}
        className="mb-0"
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section
            aria-labelledby="milestones-heading"
            className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
          >
            <div className="flex items-baseline justify-between gap-2">
              <h2 id="milestones-heading" className="text-base font-semibold text-fg">
                Milestones
              </h2>
              <p className="text-sm text-muted">
                Total <span className="font-semibold text-fg">{formatPaise(project.totalAmount)}</span>
              </p>
            </div>
            <ol className="mt-4 space-y-3">
              {project.milestones.map((milestone) => (
                <li key={milestone.id} className="flex items-start gap-3 rounded-xl border border-line p-4">
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-amber-100 text-sm font-semibold text-amber-800 dark:bg-amber-500/15 dark:text-amber-300">
                    {milestone.position}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-fg">{milestone.title}</p>
                    <p className="text-xs text-muted">
                      {MILESTONE_STATUS_LABEL[milestone.status]}
                      {milestone.dueDate ? ` · due ${formatDay(milestone.dueDate)}` : ""}
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold text-fg">{formatPaise(milestone.amount)}</p>
                </li>
              ))}
            </ol>
            <p className="mt-4 flex items-start gap-2 text-xs text-muted">
              <Flag className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              Funding milestones into escrow, delivery and approval come with the wallet.
            </p>
          </section>
          <section
            aria-labelledby="brief-heading"
            className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
          >
            <h2 id="brief-heading" className="text-base font-semibold text-fg">
              The brief
            </h2>
            <p className="mt-2 text-sm leading-relaxed whitespace-pre-line break-words text-fg/90">
              {project.description}
            </p>
            {project.taskId ? (
              <LinkButton to={`/tasks/${project.taskId}`} className="mt-4">
                <Briefcase className="size-4" aria-hidden />
                The original task
              </LinkButton>
            ) : null}
          </section>
        </div>
        <aside
          aria-labelledby="parties-heading"
          className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
        >
          <h2 id="parties-heading" className="text-xs font-semibold tracking-wide text-muted uppercase">
            Who is working together
          </h2>
          <Party party={project.company} label="Company" you={project.company.id === userId} />
          <Party party={project.freelancer} label="Freelancer" you={project.freelancer.id === userId} />
        </aside>
      </div>
    </div>
  );
}
