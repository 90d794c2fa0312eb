import type { THourlyWeek, TTimeEntry } from "@crewlance/contracts/hourly";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { deleteEntry } from "../time-api";
import { EntryForm } from "./entry-form";
import { entryName } from "./entry-name";
import { formatMinutes } from "./time-format";
import { useTimeMutation } from "./use-time-mutation";

type WeekDays = Pick<THourlyWeek, "weekStart" | "weekEnd">;

/** 'Add time': a manual entry on a day of this week. */
export function AddTimeButton({ projectId, week }: { projectId: string; week: WeekDays }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus className="size-4" aria-hidden />
        Add time
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Add time"
        description="Time you worked away from the timer. It bills at this week's rate."
      >
        {open ? <EntryForm projectId={projectId} week={week} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  );
}

/** Edit and delete of an entry while its week is open (the API says which: `editable`). */
export function EntryActions({ projectId, week, entry }: { projectId: string; week: WeekDays; entry: TTimeEntry }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useTimeMutation(projectId, deleteEntry, `Deleted ${formatMinutes(entry.minutes)}`, () =>
    setDeleting(false),
  );
  const name = entryName(entry);
  return (
    <>
      <Button variant="ghost" size="sm" className="px-2" onClick={() => setEditing(true)} aria-label={`Edit ${name}`}>
        <Pencil className="size-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 text-red-700 dark:text-red-400"
        onClick={() => setDeleting(true)}
        aria-label={`Delete ${name}`}
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
      <FormDialog open={editing} onOpenChange={setEditing} title="Edit entry" description={name}>
        {editing ? (
          <EntryForm projectId={projectId} week={week} entry={entry} onDone={() => setEditing(false)} />
        ) : null}
      </FormDialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={(open) => {
          setDeleting(open);
          if (!open) remove.reset();
        }}
        title="Delete this entry?"
        description={`${name} (${formatMinutes(entry.minutes)}) is taken off this week's hours.`}
        confirmLabel="Delete entry"
        tone="danger"
        busy={remove.isPending}
        error={remove.error ?? undefined}
        onConfirm={() => remove.mutate({ entryId: entry.id })}
      />
    </>
  );
}
