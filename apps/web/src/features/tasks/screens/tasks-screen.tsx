import type { TRole } from "@crewlance/contracts/enums";
import { SquarePlus } from "lucide-react";
import type { ComponentType } from "react";
import { useSearchParams } from "react-router";
import { LinkButton } from "@/components/link-button";
import { PageHeader } from "@/components/page-header";
import { ViewTabs } from "@/components/view-tabs";
import { useViewerRole } from "@/lib/viewer-role";
import { MyTasksList } from "../components/my-tasks-list";
import { OpenTasksList, type TaskListQuery } from "../components/open-tasks-list";

const INTRO: Record<TRole, string> = {
  FREELANCER: "Find work that fits your skills.",
  COMPANY: "Open tasks on Crewlance, as freelancers see them.",
  ADMIN: "The tasks companies post on Crewlance.",
};

type View = "mine" | "browse" | "saved";

/** A company switches between its own tasks and the open ones; everyone has the tasks they saved. */
function TaskViews({ role, view }: { role: TRole; view: View }) {
  const tabs =
    role === "COMPANY"
      ? [
          { to: "/tasks", label: "Your tasks", current: view === "mine" },
          { to: "/tasks?view=browse", label: "Browse open tasks", current: view === "browse" },
        ]
      : [{ to: "/tasks", label: "Open tasks", current: view === "browse" }];
  return (
    <ViewTabs label="Which tasks" tabs={[...tabs, { to: "/tasks?saved", label: "Saved", current: view === "saved" }]} />
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

/**
 * /tasks, composed in src/app: `SaveSearch` saves the list's current search (decision 0102);
 * `?saved` shows the saved tasks, which the favourites feature lists (`Saved`, decision 0103).
 */
export default function TasksScreen({ SaveSearch, Saved }: { SaveSearch?: SaveTaskSearch; Saved?: ComponentType }) {
  const role = useViewerRole();
  const [params] = useSearchParams();
  const view: View =
    Saved && params.has("saved") ? "saved" : role !== "COMPANY" || params.get("view") === "browse" ? "browse" : "mine";
  if (view === "saved" && Saved) {
    return (
      <>
        <PageHeader title="Saved tasks" description="Tasks you starred, the latest first." />
        <TaskViews role={role} view="saved" />
        <Saved />
      </>
    );
  }
  if (view === "mine") {
    return (
      <>
        <PageHeader
          title="Tasks"
          description="The tasks you posted and the proposals they received."
          actions={postButton}
        />
        <TaskViews role={role} view="mine" />
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
          <TaskViews role={role} view="browse" />
        </>
      )}
    />
  );
}
