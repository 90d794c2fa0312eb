import type { TRole } from "@crewlance/contracts/enums";
import { formatPaise } from "@crewlance/contracts/money";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { FolderKanban } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { PageHeader } from "@/components/page-header";
import { PagedList } from "@/components/paged-list";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { PROJECT_STATUS_LABEL, PROJECT_STATUS_TONE } from "@/lib/marketplace/labels";
import { useAuthStore } from "@/lib/session/auth-store";
import { pageFilter, useUrlFilters } from "@/lib/use-url-filters";
import { useViewerRole } from "@/lib/viewer-role";
import { projectsQuery } from "../api";
import { Party } from "../components/party";

const fields = { page: pageFilter() };

const SUBTITLE: Record<TRole, string> = {
  FREELANCER: "Your contracts in progress and their milestones.",
  COMPANY: "The work you hired for and its milestones.",
  ADMIN: "Contracts between companies and freelancers.",
};

const EMPTY: Record<TRole, { text: string; to: string; label: string }> = {
  FREELANCER: {
    text: "A project starts when a company accepts your proposal; its milestones and payments appear here.",
    to: "/tasks",
    label: "Browse tasks",
  },
  COMPANY: {
    text: "A project starts when you accept a proposal to one of your tasks; its milestones and escrow appear here.",
    to: "/post-task",
    label: "Post a task",
  },
  ADMIN: { text: "Projects start when a company accepts a proposal.", to: "/dashboard", label: "Go to the dashboard" },
};

export default function ProjectsScreen() {
  const role = useViewerRole();
  const userId = useAuthStore((state) => state.user?.id);
  const { filters, setFilters } = useUrlFilters(fields);
  const query = useQuery({ ...projectsQuery(filters.page), placeholderData: keepPreviousData });
  const empty = EMPTY[role];
  return (
    <>
      <PageHeader title="Projects" description={SUBTITLE[role]} />
      <PagedList
        query={query}
        errorTitle="Could not load your projects"
        paginationClassName="mt-6"
        onPageChange={(page) => setFilters({ page })}
        skeleton={
          <ul className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading projects">
            {Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={index}>
                <Skeleton className="h-44 rounded-2xl" />
              </li>
            ))}
          </ul>
        }
        empty={
          <EmptyState
            icon={FolderKanban}
            title="No projects yet"
            description={empty.text}
            action={<LinkButton to={empty.to}>{empty.label}</LinkButton>}
          />
        }
      >
        {(items, { stale }) => (
          <ul className={cn("grid gap-4 md:grid-cols-2", stale && "opacity-60")}>
            {items.map((project) => (
              <li key={project.id}>
                <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm transition hover:border-amber-300 dark:hover:border-amber-500/50">
                  <div className="flex items-center justify-between gap-2">
                    <Badge tone={PROJECT_STATUS_TONE[project.status]}>{PROJECT_STATUS_LABEL[project.status]}</Badge>
                    <span className="text-xs text-muted">
                      Started <RelativeTime iso={project.createdAt} />
                    </span>
                  </div>
                  <h2 className="mt-2 font-semibold text-fg">
                    <Link
                      to={`/project-management/${project.id}`}
                      className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-amber-700 dark:group-hover:text-amber-400"
                    >
                      {project.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-2xl font-semibold text-fg">{formatPaise(project.totalAmount)}</p>
                  <p className="text-xs text-muted">
                    {project.milestonesCount} {project.milestonesCount === 1 ? "milestone" : "milestones"}
                  </p>
                  <div className="mt-4 grid gap-3 border-t border-line pt-3 sm:grid-cols-2">
                    <Party party={project.company} label="Company" you={project.company.id === userId} />
                    <Party party={project.freelancer} label="Freelancer" you={project.freelancer.id === userId} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
