import type { TApplicationCounts, TTask } from "@crewlance/contracts/tasks";
import { FolderKanban, Pencil, Send, Trash2, XCircle } from "lucide-react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LinkButton } from "@/components/link-button";
import { Button } from "@/components/ui/button";
import { TASK_STATUS_LABEL } from "@/lib/marketplace/labels";
import { cancelTask, deleteTask, publishTask } from "../api";
import { cancelConfirmation, deleteDraftConfirmation, publishConfirmation } from "../confirmations";
import { useConfirmAction } from "../use-confirm-action";

const STATE_TEXT: Record<TTask["status"], string> = {
  DRAFT: "Only you can see this draft. Publish it when it is ready.",
  OPEN: "Freelancers can find this task and apply.",
  IN_PROGRESS: "You hired for this task; the work goes on in its project.",
  COMPLETED: "The work on this task is done.",
  CANCELLED: "This task is cancelled. No one can apply any more.",
};

/** What the company can do with its own task: Edit, Publish, Cancel, Delete a draft. */
export function OwnerActions({ task, counts }: { task: TTask; counts: TApplicationCounts | null }) {
  const navigate = useNavigate();
  const publish = useConfirmAction(publishTask, { success: "Task published" });
  const cancel = useConfirmAction(cancelTask, { success: "Task cancelled" });
  const remove = useConfirmAction(deleteTask, { success: "Draft deleted", onDone: () => navigate("/tasks") });
  const editable = task.status === "DRAFT" || task.status === "OPEN";
  return (
    <section aria-labelledby="owner-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h2 id="owner-heading" className="text-base font-semibold text-fg">
        Your task · {TASK_STATUS_LABEL[task.status]}
      </h2>
      <p className="mt-1 text-sm text-muted">{STATE_TEXT[task.status]}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {task.status === "DRAFT" ? (
          <Button onClick={() => publish.ask(task.id, publishConfirmation())}>
            <Send className="size-4" aria-hidden />
            Publish
          </Button>
        ) : null}
        {editable ? (
          <LinkButton to={`/post-task?edit=${task.id}`}>
            <Pencil className="size-4" aria-hidden />
            Edit
          </LinkButton>
        ) : null}
        {task.projectId ? (
          <LinkButton to={`/project-management/${task.projectId}`} variant="primary">
            <FolderKanban className="size-4" aria-hidden />
            Open the project
          </LinkButton>
        ) : null}
        {editable ? (
          <Button variant="ghost" onClick={() => cancel.ask(task.id, cancelConfirmation(task.title, counts))}>
            <XCircle className="size-4" aria-hidden />
            Cancel task
          </Button>
        ) : null}
        {task.status === "DRAFT" ? (
          <Button variant="ghost" onClick={() => remove.ask(task.id, deleteDraftConfirmation(task.title))}>
            <Trash2 className="size-4" aria-hidden />
            Delete draft
          </Button>
        ) : null}
      </div>
      <ConfirmDialog {...publish.dialog} />
      <ConfirmDialog {...cancel.dialog} />
      <ConfirmDialog {...remove.dialog} />
    </section>
  );
}
