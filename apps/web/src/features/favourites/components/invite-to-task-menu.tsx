import { useQuery } from "@tanstack/react-query";
import { ChevronDown, ClipboardList } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { OfferRecipient } from "@/components/collaborations/offer-recipient";
import { recipientFields } from "@/components/collaborations/offer-recipient";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { errorMessage } from "@/lib/api-client";
import { openTasksQuery, useCreateCollaboration } from "@/lib/collaborations/api";
import { toast } from "@/lib/toast";

/**
 * "Invite to a task" on a saved freelancer or team (decision 0103): the company's open tasks in a
 * menu, and a click on one sends the invitation (the TASK_INVITE collaboration, as the profile's
 * "Invite to task" does) — two clicks. What happened stays under the button as a sentence.
 */
export function InviteToTaskMenu({ recipient }: { recipient: OfferRecipient }) {
  const [open, setOpen] = useState(false);
  const tasks = useQuery({ ...openTasksQuery(), enabled: open });
  const send = useCreateCollaboration();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const invite = (task: { id: string; title: string }) => {
    setOutcome(null);
    send.mutate(
      { kind: "TASK_INVITE", taskId: task.id, ...recipientFields(recipient) },
      {
        onSuccess: () => {
          const text = `${recipient.name} is invited to “${task.title}”.`;
          setOutcome({ ok: true, text });
          toast.success(text);
        },
        onError: (error) => {
          const text = errorMessage(error, "The invitation could not be sent. Please try again.");
          setOutcome({ ok: false, text });
          toast.error(text);
        },
      },
    );
  };

  return (
    <div>
      {/* Not modal: the rest of the page stays in the accessibility tree while the short menu is open. */}
      <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" size="sm" disabled={send.isPending} aria-busy={send.isPending || undefined}>
            <ClipboardList className="size-4" aria-hidden />
            {send.isPending ? "Inviting..." : "Invite to a task"}
            <ChevronDown className="size-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-w-[min(22rem,calc(100vw-2rem))]">
          <DropdownMenuLabel>Your open tasks</DropdownMenuLabel>
          {tasks.isPending ? (
            <DropdownMenuItem disabled>Loading your open tasks...</DropdownMenuItem>
          ) : tasks.isError ? (
            <DropdownMenuItem disabled>{errorMessage(tasks.error)}</DropdownMenuItem>
          ) : tasks.data.length === 0 ? (
            <>
              <p className="px-2.5 py-1.5 text-sm text-muted">
                You have no open task. Publish one to invite people to it.
              </p>
              <DropdownMenuItem asChild>
                <Link to="/post-task">Post a task</Link>
              </DropdownMenuItem>
            </>
          ) : (
            tasks.data.map((task) => (
              <DropdownMenuItem key={task.id} onSelect={() => invite(task)}>
                <span className="line-clamp-2">{task.title}</span>
              </DropdownMenuItem>
            ))
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {outcome ? (
        <p
          role={outcome.ok ? "status" : "alert"}
          className={`mt-2 text-sm ${outcome.ok ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}`}
        >
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
