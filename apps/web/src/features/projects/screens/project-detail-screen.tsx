import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertCircle, ArrowLeft, Briefcase, Eye, Hourglass, SearchX } from "lucide-react";
import { type ComponentType, useState } from "react";
import { Link, useParams } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { PageHeader } from "@/components/page-header";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { PROJECT_STATUS_LABEL, PROJECT_STATUS_TONE } from "@/lib/marketplace/labels";
import { projectKeys } from "@/lib/marketplace/query-keys";
import { useAuthStore } from "@/lib/session/auth-store";
import { toast } from "@/lib/toast";
import { useUrlFilters } from "@/lib/use-url-filters";
import { cancelProject, projectQuery } from "../api";
import { ActivityPanel } from "../components/activity-panel";
import { Board } from "../components/board";
import { SendBonusButton } from "../components/bonus-dialog";
import { FilesPanel } from "../components/files-panel";
import { LinkTabs } from "../components/link-tabs";
import { MilestoneTimeline } from "../components/milestone-timeline";
import { MoneySummary } from "../components/money-summary";
import { Party } from "../components/party";
import { ReviewsPanel } from "../components/reviews-panel";
import { ADMIN_DETAIL_TABS, DETAIL_TAB_LABEL, DETAIL_TABS, type DetailTab, detailFields } from "../filters";
import { sideOf } from "../model";
import type { Project } from "../types";

/**
 * What the page shows from other features (the chat tab, 'Invite a collaborator'): a feature does
 * not import another, so src/app composes them in.
 */
export type ProjectDetailParts = {
  Chat: ComponentType<{ projectId: string }>;
  ReadOnlyChat: ComponentType<{ projectId: string }>;
  InviteCollaborator: ComponentType<{ projectId: string; projectTitle: string }>;
  /** An hourly project's contract, weeks and terms, in place of the milestones (decision 0091). */
  Hourly: ComponentType<{ projectId: string }>;
};

function CancelProject({ project }: { project: Project }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: cancelProject,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      toast.success("Project cancelled");
      setOpen(false);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <>
      <Button variant="ghost" size="sm" className="text-red-700 dark:text-red-400" onClick={() => setOpen(true)}>
        Cancel project
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel this project?"
        description="No milestone holds money, so nothing is refunded. The freelancer is told and the project moves to Cancelled."
        confirmLabel="Cancel project"
        tone="danger"
        busy={cancel.isPending}
        error={cancel.error}
        onConfirm={() => cancel.mutate({ id: project.id })}
      />
    </>
  );
}

function Overview({ project, parts }: { project: Project; parts: ProjectDetailParts }) {
  const userId = useAuthStore((state) => state.user?.id);
  const side = project.viewerSide ?? sideOf(project, userId);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        {project.kind === "HOURLY" ? (
          <parts.Hourly projectId={project.id} />
        ) : (
          <MilestoneTimeline project={project} side={side} />
        )}
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
      <div className="space-y-6">
        <MoneySummary project={project} side={side} />
        <aside
          aria-labelledby="parties-heading"
          className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
        >
          <h2 id="parties-heading" className="text-xs font-semibold tracking-wide text-muted uppercase">
            Who is working together
          </h2>
          <Party party={project.company} label="Company" you={project.company.id === userId} />
          <Party party={project.freelancer} label="Freelancer" you={project.freelancer.id === userId} />
          {(project.collaborators ?? []).map((person) => (
            <Party key={person.id} party={person} label="Collaborator" you={person.id === userId} />
          ))}
          {project.canInviteCollaborator ? (
            <parts.InviteCollaborator projectId={project.id} projectTitle={project.title} />
          ) : null}
          {side === "COMPANY" &&
          project.viewerAccess !== "ADMIN" &&
          (project.status === "ACTIVE" || project.status === "COMPLETED") ? (
            <SendBonusButton projectId={project.id} freelancerName={project.freelancer.name} />
          ) : null}
          {project.canCancel ? (
            <div className="border-t border-line pt-3">
              <CancelProject project={project} />
            </div>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

function WaitingHints({ project }: { project: Project }) {
  const side = project.viewerSide;
  const live = project.status === "ACTIVE" || project.status === "DISPUTED";
  if (!live || project.waitingOn.length === 0) return null;
  const mine = project.waitingOn.filter((hint) => hint.side === side);
  const others = project.waitingOn.filter((hint) => hint.side !== side);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {mine.map((hint) => (
        <p
          key={`${hint.side}-${hint.text}`}
          className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200"
        >
          <span className="size-2 rounded-full bg-amber-500" aria-hidden />
          Your turn: {hint.text}
        </p>
      ))}
      {others.map((hint) => (
        <p
          key={`${hint.side}-${hint.text}`}
          className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-1 text-sm text-muted"
        >
          <Hourglass className="size-3.5" aria-hidden />
          {hint.side === "ADMIN" ? "Crewlance admin" : hint.side === "COMPANY" ? "Company" : "Freelancer"}: {hint.text}
        </p>
      ))}
    </div>
  );
}

/** Says what an admin's view of a disputed project is, before anything else on it (decision 0080). */
function ReadOnlyBanner() {
  return (
    <section
      aria-label="Read-only admin view"
      className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-500/30 dark:bg-sky-500/10 dark:text-sky-100"
    >
      <Eye className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">Read-only admin view</p>
        <p className="mt-0.5">
          You see this project because it has a dispute. Nothing here can be changed from this view, and every view is
          recorded in the admin audit log.
        </p>
      </div>
    </section>
  );
}

export function ProjectDetailScreen({ parts }: { parts: ProjectDetailParts }) {
  const { id = "" } = useParams();
  const userId = useAuthStore((state) => state.user?.id);
  const isAdmin = useAuthStore((state) => state.user?.role === "ADMIN");
  const query = useQuery(projectQuery(id));
  const { filters, setFilters } = useUrlFilters<{ tab: DetailTab; page?: number }>(detailFields);
  const back = (
    <Link
      to={isAdmin ? "/dashboard#disputes" : "/project-management"}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-fg"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {isAdmin ? "Disputes" : "Projects"}
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
            description={
              isAdmin
                ? "An admin sees a project only while it has a dispute."
                : "A project is visible only to the company and the freelancer working on it."
            }
            action={
              isAdmin ? (
                <LinkButton to="/dashboard#disputes">Disputes</LinkButton>
              ) : (
                <LinkButton to="/project-management">Your projects</LinkButton>
              )
            }
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
  const side = project.viewerSide ?? sideOf(project, userId);
  const other = side === "FREELANCER" ? project.company : project.freelancer;
  const live = project.status === "ACTIVE" || project.status === "DISPUTED";
  const readOnly = project.viewerAccess === "ADMIN";
  const tabs = readOnly ? ADMIN_DETAIL_TABS : DETAIL_TABS;
  const tab = tabs.includes(filters.tab) ? filters.tab : "overview";
  return (
    <div className="space-y-5">
      {back}
      <PageHeader
        title={project.title}
        description={
          <>
            {readOnly ? `${project.company.name} and ${project.freelancer.name}` : `With ${other.name}`} · started{" "}
            <RelativeTime iso={project.createdAt} />
          </>
        }
        actions={<Badge tone={PROJECT_STATUS_TONE[project.status]}>{PROJECT_STATUS_LABEL[project.status]}</Badge>}
        className="mb-0"
      />
      {readOnly ? <ReadOnlyBanner /> : <WaitingHints project={project} />}
      <LinkTabs
        label="Project sections"
        tabs={tabs.map((value) => ({ value, label: DETAIL_TAB_LABEL[value] }))}
        value={tab}
        onChange={(next) => setFilters({ tab: next })}
      >
        {tab === "overview" ? <Overview project={project} parts={parts} /> : null}
        {tab === "board" ? <Board project={project} canEdit={live && side !== null} /> : null}
        {tab === "chat" ? (
          readOnly ? (
            <parts.ReadOnlyChat projectId={project.id} />
          ) : (
            <parts.Chat projectId={project.id} />
          )
        ) : null}
        {tab === "activity" ? <ActivityPanel projectId={project.id} /> : null}
        {tab === "files" ? <FilesPanel project={project} /> : null}
        {tab === "reviews" ? <ReviewsPanel project={project} otherName={other.name} /> : null}
      </LinkTabs>
    </div>
  );
}
