import type { TRole } from "@crewlance/contracts/enums";
import { SquarePlus } from "lucide-react";
import type { ComponentType } from "react";
import { Link, useSearchParams } from "react-router";
import { LinkButton } from "@/components/link-button";
import { PageHeader } from "@/components/page-header";
import { cn } from "@/lib/cn";
import { useViewerRole } from "@/lib/viewer-role";
import { MyTasksList } from "../components/my-tasks-list";
import { OpenTasksList, type TaskListQuery } from "../components/open-tasks-list";

const INTRO: Record<TRole, string> = {
  FREELANCER: "Find work that fits your skills.",
  COMPANY: "Open tasks on Crewlance, as freelancers see them.",
  ADMIN: "The tasks companies post on Crewlance.",
};

/** A company switches between its own tasks and the open tasks everyone browses. */
function CompanyViews({ browse }: { browse: boolean }) {
  const item = (to: string, label: string, current: boolean) => (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={cn(
        "inline-flex h-9 items-center rounded-lg px-3.5 text-sm font-medium text-muted transition-colors hover:text-fg",
        current && "bg-surface text-fg shadow-sm",
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Which tasks" className="mb-5">
      <div className="inline-flex gap-1 rounded-xl border border-line bg-surface-muted p-1">
        {item("/tasks", "Your tasks", !browse)}
        {item("/tasks?view=browse", "Browse open tasks", browse)}
      </div>
    </nav>
  );
}

const postButton = (
  <LinkButton to="/post-task" variant="primary">
    <SquarePlus className="size-4" aria-hidden />
    Post a task
  </LinkButton>
);

/** Composed in by src/app/screens/tasks-screen.tsx: keeps the list's current search (decision 0102). */
export type SaveTaskSearch = ComponentType<{ query: NonNullable<TaskListQuery> }>;

export default function TasksScreen({ SaveSearch }: { SaveSearch?: SaveTaskSearch }) {
  const role = useViewerRole();
  const [params] = useSearchParams();
  const browse = role !== "COMPANY" || params.get("view") === "browse";
  if (!browse) {
    return (
      <>
        <PageHeader
          title="Tasks"
          description="The tasks you posted and the proposals they received."
          actions={postButton}
        />
        <CompanyViews browse={false} />
        <MyTasksList />
      </>
    );
  }
  return (
    <OpenTasksList
      header={(summary, listQuery) => (
        <>
          <PageHeader
            title="Tasks"
            description={summary ?? INTRO[role]}
            actions={
              <>
                {SaveSearch && listQuery ? <SaveSearch query={listQuery} /> : null}
                {role === "COMPANY" ? postButton : null}
              </>
            }
          />
          {role === "COMPANY" ? <CompanyViews browse /> : null}
        </>
      )}
    />
  );
}
