import { useQuery } from "@tanstack/react-query";
import { AlertCircle, Lock } from "lucide-react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { TASK_STATUS_LABEL } from "@/lib/marketplace/labels";
import { taskQuery } from "../api";
import { TaskForm } from "../components/task-form";

/** Editing one saved task: `/post-task?edit={id}` (decision 0030). */
function EditTask({ id }: { id: string }) {
  const query = useQuery(taskQuery(id));
  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        icon={AlertCircle}
        title="This task cannot be edited"
        description={errorMessage(query.error)}
        action={<LinkButton to="/tasks">Back to your tasks</LinkButton>}
      />
    );
  }
  const task = query.data;
  if (!task.isOwner || (task.status !== "DRAFT" && task.status !== "OPEN")) {
    return (
      <EmptyState
        icon={Lock}
        title="This task cannot be edited"
        description={
          task.isOwner
            ? `A task is edited while it is a draft or open; this one is ${TASK_STATUS_LABEL[task.status].toLowerCase()}.`
            : "Only the company that posted a task edits it."
        }
        action={<LinkButton to={`/tasks/${task.id}`}>Open the task</LinkButton>}
      />
    );
  }
  return <TaskForm key={task.id} task={task} />;
}

export default function PostTaskScreen() {
  const [params] = useSearchParams();
  const editId = params.get("edit");
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={editId ? "Edit task" : "Post a task"}
        description={
          editId
            ? "Freelancers who applied are told when the budget or the deadline changes."
            : "Describe the work and hire a freelancer or a team."
        }
      />
      {editId ? <EditTask id={editId} /> : <TaskForm />}
    </div>
  );
}
