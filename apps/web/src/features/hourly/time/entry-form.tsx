import {
  indiaDateOf,
  type THourlyWeek,
  type TTimeEntry,
  type TTimeEntryBody,
  ZTimeEntryBody,
} from "@crewlance/contracts/hourly";
import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { DialogActions } from "@/components/ui/form-dialog";
import { Input, Textarea } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { addEntry, editEntry } from "../time-api";
import { errorOffFields, fieldErrorsOf, issuesOf } from "./form-errors";
import { formatMinutes, indiaTimeOf, indiaToday } from "./time-format";
import { useTimeMutation } from "./use-time-mutation";

type Mode = "span" | "duration";

type EntryFormProps = {
  projectId: string;
  week: Pick<THourlyWeek, "weekStart" | "weekEnd">;
  /** The entry to change; none adds one. */
  entry?: TTimeEntry;
  onDone: () => void;
};

/** Today in India, kept inside the week (a clock ahead of or behind the server's must not offer another week's day). */
function defaultDate(week: EntryFormProps["week"]): string {
  const today = indiaToday();
  if (today < week.weekStart) return week.weekStart;
  return today > week.weekEnd ? week.weekEnd : today;
}

function initialValues(week: EntryFormProps["week"], entry?: TTimeEntry) {
  if (!entry) return { date: defaultDate(week), startTime: "", endTime: "", minutes: "", memo: "" };
  return {
    date: indiaDateOf(new Date(entry.startedAt)),
    startTime: indiaTimeOf(entry.startedAt),
    endTime: indiaTimeOf(entry.endedAt),
    minutes: String(entry.minutes),
    memo: entry.memo,
  };
}

/**
 * Manual time (decision 0091): a day of the week with a start and end time in India, or a
 * duration placed after that day's last entry. The API refuses overlaps, the future and time
 * over the weekly limit with a sentence (the hours left), shown here by its field or whole.
 */
export function EntryForm({ projectId, week, entry, onDone }: EntryFormProps) {
  const [values, setValues] = useState(() => initialValues(week, entry));
  const [mode, setMode] = useState<Mode>("span");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useTimeMutation(
    projectId,
    (body: TTimeEntryBody) => (entry ? editEntry({ entryId: entry.id, body }) : addEntry({ projectId, body })),
    (saved) => (entry ? "Entry saved" : `Added ${formatMinutes(saved.minutes)}`),
    onDone,
  );
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = values.minutes.trim() === "" ? undefined : Number(values.minutes);
    const body =
      mode === "span"
        ? { date: values.date, startTime: values.startTime, endTime: values.endTime, memo: values.memo }
        : { date: values.date, minutes, memo: values.memo };
    const parsed = ZTimeEntryBody.safeParse(body);
    if (!parsed.success) {
      const found = issuesOf(parsed.error);
      if (found.minutes && minutes !== undefined && Number.isNaN(minutes))
        found.minutes = "Give the duration in minutes.";
      // A rule about the span as a whole sits under the field the person fills in this mode.
      if (mode === "span" && found.minutes) found.endTime ??= found.minutes;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const visible = mode === "span" ? ["date", "startTime", "endTime", "memo"] : ["date", "minutes", "memo"];
  const fieldErrors = { ...fieldErrorsOf(save.error), ...errors };
  const durationHint =
    mode === "duration" && Number(values.minutes) > 0 ? `That is ${formatMinutes(Number(values.minutes))}.` : undefined;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Date" error={fieldErrors.date} hint="A day of this week, up to today.">
        {(ids) => (
          <Input
            {...ids}
            type="date"
            value={values.date}
            min={week.weekStart}
            max={week.weekEnd}
            onChange={set("date")}
          />
        )}
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-fg">Time</legend>
        <div className="mt-1.5 inline-flex rounded-lg border border-line bg-surface-muted p-1">
          {(
            [
              ["span", "Start and end"],
              ["duration", "Duration"],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className={cn(
                "cursor-pointer rounded-md px-3 py-1 text-sm font-medium text-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-500/50",
                mode === value && "bg-surface text-fg shadow-sm",
              )}
            >
              <input
                type="radio"
                name="entry-time-mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === "span" ? (
        <div className="grid grid-cols-2 gap-3">
          <Field label="Start (India time)" error={fieldErrors.startTime}>
            {(ids) => <Input {...ids} type="time" value={values.startTime} onChange={set("startTime")} />}
          </Field>
          <Field label="End (India time)" error={fieldErrors.endTime}>
            {(ids) => <Input {...ids} type="time" value={values.endTime} onChange={set("endTime")} />}
          </Field>
        </div>
      ) : (
        <Field
          label="Duration in minutes"
          error={fieldErrors.minutes}
          hint={durationHint ?? "Placed after the day's last entry, from 09:00 when there is none."}
        >
          {(ids) => (
            <Input {...ids} inputMode="numeric" value={values.minutes} onChange={set("minutes")} placeholder="90" />
          )}
        </Field>
      )}
      <Field label="What did you work on?" error={fieldErrors.memo} hint="3 to 500 characters; the company reads it.">
        {(ids) => <Textarea {...ids} value={values.memo} onChange={set("memo")} />}
      </Field>
      {errorOffFields(save.error, visible) ? <FormAlert error={save.error} /> : null}
      <DialogActions>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? "Saving..." : entry ? "Save entry" : "Add time"}
        </Button>
      </DialogActions>
    </form>
  );
}
