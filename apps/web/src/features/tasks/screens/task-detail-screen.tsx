import type { TTask } from "@crewlance/contracts/tasks";
import { useQuery } from "@tanstack/react-query";
import { AlertCircle, ArrowLeft, SearchX } from "lucide-react";
import { Link, useParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { SaveToggle } from "@/components/favourites/save-toggle";
import { LinkButton } from "@/components/link-button";
import { isOffPlatform, OffPlatformNotice } from "@/components/safety/off-platform";
import { SafetyMenu } from "@/components/safety/safety-menu";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useViewerRole } from "@/lib/viewer-role";
import { taskApplicationsQuery, taskQuery } from "../api";
import { ApplicationsPanel } from "../components/applications-panel";
import { ApplyForm } from "../components/apply-form";
import { CompanyCard } from "../components/company-card";
import { MyApplicationPanel } from "../components/my-application-panel";
import { OwnerActions } from "../components/owner-actions";
import { TaskDetails } from "../components/task-details";

function Unavailable({ error, retry }: { error: unknown; retry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 || status === 403 || status === 400) {
    return (
      <EmptyState
        icon={SearchX}
        title={status === 403 ? "You cannot see this task" : "Task not found"}
        description={
          status === 403
            ? "This task is visible only to its company and the freelancers who applied."
            : "It may be a draft that is not published, or its address is not right."
        }
        action={<LinkButton to="/tasks">Browse open tasks</LinkButton>}
      />
    );
  }
  return (
    <EmptyState
      icon={AlertCircle}
      title="Could not load the task"
      description={errorMessage(error)}
      action={<Button onClick={retry}>Try again</Button>}
    />
  );
}

/** What the side column holds for the viewer: the owner's actions, a proposal, or the apply form. */
function Side({ task }: { task: TTask }) {
  const role = useViewerRole();
  const counts =
    useQuery({ ...taskApplicationsQuery(task.id, { page: 1 }), enabled: task.isOwner }).data?.counts ?? null;
  if (task.isOwner) return <OwnerActions task={task} counts={counts} />;
  if (task.myApplication && task.myApplication.status !== "WITHDRAWN") return <MyApplicationPanel task={task} />;
  if (role === "FREELANCER" && task.status === "OPEN") {
    return (
      <>
        {task.myApplication ? <MyApplicationPanel task={task} /> : null}
        <ApplyForm task={task} />
      </>
    );
  }
  if (role === "FREELANCER") {
    return (
      <p className="rounded-2xl border border-dashed border-line p-5 text-sm text-muted">
        This task no longer takes proposals.
      </p>
    );
  }
  return null;
}

export default function TaskDetailScreen() {
  const { id = "" } = useParams();
  const query = useQuery(taskQuery(id));
  return (
    <div className="space-y-5">
      <Link to="/tasks" className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-fg">
        <ArrowLeft className="size-4" aria-hidden />
        Tasks
      </Link>
      {query.isPending ? (
        <div className="grid gap-6 lg:grid-cols-3" aria-busy="true">
          <Skeleton className="h-[28rem] rounded-2xl lg:col-span-2" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <Unavailable error={query.error} retry={() => void query.refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <TaskDetails
                task={query.data}
                menu={
                  <div className="flex items-center gap-2">
                    {/* Only an open task can be saved (decision 0103). */}
                    {query.data.status === "OPEN" ? <SaveToggle kind="task" id={query.data.id} compact /> : null}
                    {query.data.isOwner ? null : (
                      <SafetyMenu
                        label="More actions for this task"
                        ownerId={query.data.company.id}
                        report={{ itemKind: "TASK", itemId: query.data.id, itemName: "this task" }}
                      />
                    )}
                  </div>
                }
                notice={!query.data.isOwner && isOffPlatform(query.data) ? <OffPlatformNotice /> : null}
              />
            </div>
            <aside className="space-y-4" aria-label="Task actions and company">
              <Side task={query.data} />
              <CompanyCard company={query.data.company} />
            </aside>
          </div>
          {query.data.isOwner ? <ApplicationsPanel task={query.data} /> : null}
        </>
      )}
    </div>
  );
}
