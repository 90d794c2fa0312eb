import { COLLABORATION_EXPIRY_DAYS } from "@crewlance/contracts/collaboration-values";
import { useQuery } from "@tanstack/react-query";
import { ClipboardList } from "lucide-react";
import { type FormEvent, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { FormAlert } from "@/components/form-alert";
import { LinkButton } from "@/components/link-button";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { openTasksQuery, useCreateCollaboration } from "@/lib/collaborations/api";
import { toast } from "@/lib/toast";
import type { OfferRecipient } from "./offer-dialog";

/**
 * 'Invite to task': the company picks one of its open tasks; the freelancer (or the team's admins)
 * is told with a link to the task, and the invitation shows in both boxes until it is answered.
 */
export function TaskInviteDialog({
  recipient,
  open,
  onOpenChange,
}: {
  recipient: OfferRecipient;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Invite ${recipient.name} to apply`}
      description={`They are told, with a link to the task, and send their proposal there. The invitation expires after ${COLLABORATION_EXPIRY_DAYS} days.`}
    >
      {open ? <TaskInviteForm recipient={recipient} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function TaskInviteForm({ recipient, onDone }: { recipient: OfferRecipient; onDone: () => void }) {
  const tasks = useQuery(openTasksQuery());
  const [taskId, setTaskId] = useState("");
  const [message, setMessage] = useState("");
  const [missing, setMissing] = useState(false);
  const send = useCreateCollaboration();
  const fieldErrors = send.error instanceof ApiError ? send.error.fieldErrors : {};

  if (tasks.isPending) return <Skeleton className="h-24 rounded-xl" />;
  if (tasks.isError) return <FormAlert error={tasks.error} />;
  if (tasks.data.length === 0) {
    return (
      <EmptyState
        compact
        icon={ClipboardList}
        title="No open tasks"
        description="Publish a task first; then you can invite freelancers and teams to apply to it."
        action={<LinkButton to="/post-task">Post a task</LinkButton>}
      />
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!taskId) {
      setMissing(true);
      return;
    }
    const to = "teamId" in recipient ? { teamId: recipient.teamId } : { freelancerId: recipient.freelancerId };
    send.mutate(
      { kind: "TASK_INVITE", taskId, ...to, message: message.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(`Invitation sent to ${recipient.name}`);
          onDone();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Task" error={missing && !taskId ? "Choose one of your open tasks." : fieldErrors.taskId}>
        {(ids) => (
          <Select {...ids} value={taskId} onChange={(event) => setTaskId(event.target.value)}>
            <option value="">Choose an open task</option>
            {tasks.data.map((task) => (
              <option key={task.id} value={task.id}>
                {task.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Message (optional)" error={fieldErrors.message}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            placeholder="Your portfolio fits this well; we would like your proposal."
          />
        )}
      </Field>
      <FormAlert error={send.error && Object.keys(fieldErrors).length === 0 ? send.error : undefined} />
      <DialogActions>
        <Button variant="secondary" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? "Sending..." : "Send invitation"}
        </Button>
      </DialogActions>
    </form>
  );
}
