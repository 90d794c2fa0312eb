import type { TRole } from "@crewlance/contracts/enums";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { FolderKanban } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { PageHeader } from "@/components/page-header";
import { PagedList } from "@/components/paged-list";
import { SkeletonList } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useAuthStore } from "@/lib/session/auth-store";
import { useUrlFilters } from "@/lib/use-url-filters";
import { useViewerRole } from "@/lib/viewer-role";
import { hourlySummariesQuery, projectsQuery } from "../api";
import { LinkTabs } from "../components/link-tabs";
import { ProjectCard } from "../components/project-card";
import { listFields, PROJECT_TABS, type ProjectTab, TAB_LABEL, TAB_STATUS } from "../filters";

const SUBTITLE: Record<TRole, string> = {
  FREELANCER: "Your contracts, their milestones and what waits on you.",
  COMPANY: "The work you hired for, the money in escrow and what waits on you.",
  ADMIN: "Contracts between companies and freelancers.",
};

const EMPTY_ACTIVE: Record<TRole, { text: string; to: string; label: string }> = {
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

const EMPTY_OTHER: Record<Exclude<ProjectTab, "active">, { title: string; text: string }> = {
  completed: {
    title: "No completed projects yet",
    text: "A project completes once every milestone is approved or cancelled; it then waits here for both reviews.",
  },
  disputed: {
    title: "No disputes",
    text: "When either side disputes a milestone, the project shows here until an admin resolves it.",
  },
  cancelled: { title: "Nothing cancelled", text: "Projects the company cancels before any money moved show here." },
};

export default function ProjectsScreen() {
  const role = useViewerRole();
  const userId = useAuthStore((state) => state.user?.id);
  const { filters, setFilters } = useUrlFilters(listFields);
  const query = useQuery({
    ...projectsQuery(filters.page, TAB_STATUS[filters.tab]),
    placeholderData: keepPreviousData,
  });
  const anyHourly = query.data?.items.some((project) => project.kind === "HOURLY") ?? false;
  const summaries = useQuery({ ...hourlySummariesQuery, enabled: anyHourly });
  const summaryOf = (projectId: string) => summaries.data?.items.find((item) => item.projectId === projectId);
  const empty =
    filters.tab === "active" ? (
      <EmptyState
        icon={FolderKanban}
        title="No active projects"
        description={EMPTY_ACTIVE[role].text}
        action={<LinkButton to={EMPTY_ACTIVE[role].to}>{EMPTY_ACTIVE[role].label}</LinkButton>}
      />
    ) : (
      <EmptyState
        icon={FolderKanban}
        title={EMPTY_OTHER[filters.tab].title}
        description={EMPTY_OTHER[filters.tab].text}
      />
    );
  return (
    <>
      <PageHeader title="Projects" description={SUBTITLE[role]} />
      <LinkTabs
        label="Projects by status"
        tabs={PROJECT_TABS.map((tab) => ({ value: tab, label: TAB_LABEL[tab] }))}
        value={filters.tab}
        onChange={(tab) => setFilters({ tab })}
      >
        <PagedList
          query={query}
          errorTitle="Could not load your projects"
          paginationClassName="mt-6"
          onPageChange={(page) => setFilters({ page })}
          skeleton={
            <SkeletonList
              label="Loading projects"
              count={4}
              className="grid gap-4 md:grid-cols-2"
              itemClassName="h-52 rounded-2xl"
            />
          }
          empty={empty}
        >
          {(items, { stale }) => (
            <ul className={cn("grid grid-cols-1 gap-4 md:grid-cols-2", stale && "opacity-60")}>
              {items.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} userId={userId} hourly={summaryOf(project.id)} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </LinkTabs>
    </>
  );
}
