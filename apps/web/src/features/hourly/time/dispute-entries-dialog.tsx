import { type THourlyWeek, type TTimeEntry, ZDisputeEntriesBody } from "@crewlance/contracts/hourly";
import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { Textarea } from "@/components/ui/input";
import { disputeEntries } from "../time-api";
import { entryName } from "./entry-name";
import { errorOffFields, fieldErrorsOf, issuesOf } from "./form-errors";
import { formatIndiaDay, formatMinutes } from "./time-format";
import { useTimeMutation } from "./use-time-mutation";

type DisputeEntriesProps = {
  projectId: string;
  week: THourlyWeek;
  entries: TTimeEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDisputed: () => void;
};

/** The company disputes the ticked entries of a week in review, each with its reason. */
export function DisputeEntriesDialog(props: DisputeEntriesProps) {
  const minutes = props.entries.reduce((sum, entry) => sum + entry.minutes, 0);
  const releaseOn = props.week.reviewEndsAt ? formatIndiaDay(props.week.reviewEndsAt) : "the end of the review";
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      wide
      title={props.entries.length === 1 ? "Dispute an entry" : `Dispute ${props.entries.length} entries`}
      description={`${formatMinutes(minutes)} is held back and goes to a Crewlance admin with your reasons. The other hours are released on ${releaseOn}.`}
    >
      {props.open ? <DisputeEntriesForm {...props} /> : null}
    </FormDialog>
  );
}

function DisputeEntriesForm({ projectId, week, entries, onOpenChange, onDisputed }: DisputeEntriesProps) {
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useTimeMutation(
    projectId,
    disputeEntries,
    entries.length === 1 ? "Entry disputed" : `${entries.length} entries disputed`,
    () => {
      onDisputed();
      onOpenChange(false);
    },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZDisputeEntriesBody.safeParse({
      entries: entries.map((entry) => ({ entryId: entry.id, reason: reasons[entry.id] ?? "" })),
    });
    if (!parsed.success) return setErrors(issuesOf(parsed.error));
    setErrors({});
    send.mutate({ projectId, weekStart: week.weekStart, body: parsed.data });
  };
  const fieldErrors = { ...fieldErrorsOf(send.error), ...errors };
  const fields = entries.map((_, index) => `entries.${index}.reason`);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ol className="space-y-4">
        {entries.map((entry, index) => (
          <li key={entry.id} className="rounded-xl border border-line p-3">
            <p className="text-sm font-medium text-fg">
              {entryName(entry)} · {formatMinutes(entry.minutes)}
            </p>
            <p className="mt-0.5 line-clamp-2 text-sm break-words text-muted">{entry.memo}</p>
            <Field
              className="mt-3"
              label="Why do you dispute it?"
              error={fieldErrors[`entries.${index}.reason`] ?? fieldErrors[`entries.${index}.entryId`]}
            >
              {(ids) => (
                <Textarea
                  {...ids}
                  className="min-h-20"
                  value={reasons[entry.id] ?? ""}
                  onChange={(event) => setReasons({ ...reasons, [entry.id]: event.target.value })}
                  autoFocus={index === 0}
                />
              )}
            </Field>
          </li>
        ))}
      </ol>
      {errorOffFields(send.error, fields) ? <FormAlert error={send.error} /> : null}
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? "Sending..." : entries.length === 1 ? "Dispute entry" : `Dispute ${entries.length} entries`}
        </Button>
      </DialogActions>
    </form>
  );
}
