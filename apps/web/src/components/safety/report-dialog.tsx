import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type TReportItemKind,
  type TReportReason,
} from "@crewlance/contracts/safety";
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { Textarea } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { sendReport } from "@/lib/safety/api";
import { safetyKeys } from "@/lib/safety/query-keys";

export type ReportTarget = {
  itemKind: TReportItemKind;
  itemId: string;
  /** What is reported, for the dialog's title ("Report this message", "Report Ravi Kumar"). */
  itemName: string;
};

type ReportDialogProps = ReportTarget & { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A report (decision 0092): a reason from the fixed list and optional details. The API's sentence
 * is shown in the dialog on success and on a refusal (a second open report answers 409 with
 * "You already reported this…"), so the person reads it where they acted.
 */
export function ReportDialog({ open, onOpenChange, itemKind, itemId, itemName }: ReportDialogProps) {
  const queryClient = useQueryClient();
  const detailsId = useId();
  const counterId = useId();
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [problem, setProblem] = useState<{ reason?: string; details?: string; error?: unknown }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setReason(null);
      setDetails("");
      setProblem({});
      setDone(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem({ reason: "Choose a reason from the list." });
    if (details.length > REPORT_DETAILS_MAX) {
      return setProblem({ details: `Use at most ${REPORT_DETAILS_MAX.toLocaleString("en-US")} characters.` });
    }
    setBusy(true);
    setProblem({});
    try {
      const { message } = await sendReport({ itemKind, itemId, reason, ...(details.trim() ? { details } : {}) });
      setDone(message);
      await queryClient.invalidateQueries({ queryKey: safetyKeys.all });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setProblem({ reason: fields.reason, details: fields.details, error });
    } finally {
      setBusy(false);
    }
  };

  const over = details.length > REPORT_DETAILS_MAX;
  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      title={`Report ${itemName}`}
      description="Tell us what is wrong. The person is not told who reported them."
    >
      {done ? (
        <div className="space-y-4">
          <p role="status" className="flex items-start gap-2 text-sm text-fg">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
            <span>{done}</span>
          </p>
          <p className="text-sm text-muted">You can follow its status in Account, Safety.</p>
          <DialogActions>
            <Button onClick={() => changeOpen(false)}>Done</Button>
          </DialogActions>
        </div>
      ) : (
        <form noValidate onSubmit={submit} aria-label="Report" className="space-y-4">
          <fieldset aria-describedby={problem.reason ? `${detailsId}-reason` : undefined}>
            <legend className="text-sm font-medium text-fg">Reason</legend>
            <div className="mt-2 space-y-1.5">
              {REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 text-sm text-fg hover:bg-surface-muted",
                    reason === value && "border-amber-500 bg-amber-50 dark:bg-amber-500/10",
                  )}
                >
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-4 accent-amber-600"
                  />
                  {REPORT_REASON_LABELS[value]}
                </label>
              ))}
            </div>
            {problem.reason ? (
              <p
                id={`${detailsId}-reason`}
                role="alert"
                className="mt-1.5 text-xs font-medium text-red-600 dark:text-red-400"
              >
                {problem.reason}
              </p>
            ) : null}
          </fieldset>
          <div className="space-y-1.5">
            <label htmlFor={detailsId} className="block text-sm font-medium text-fg">
              Details (optional)
            </label>
            <Textarea
              id={detailsId}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              rows={4}
              aria-invalid={problem.details || over ? true : undefined}
              aria-describedby={[counterId, problem.details ? `${detailsId}-error` : null].filter(Boolean).join(" ")}
              placeholder="What happened, and anything that helps us check it."
            />
            <p
              id={counterId}
              aria-live="polite"
              className={cn(
                "text-right text-xs tabular-nums",
                over ? "font-medium text-red-600 dark:text-red-400" : "text-muted",
              )}
            >
              {`${details.length.toLocaleString("en-US")} / ${REPORT_DETAILS_MAX.toLocaleString("en-US")}`}
            </p>
            {problem.details ? (
              <p id={`${detailsId}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
                {problem.details}
              </p>
            ) : null}
          </div>
          {problem.error ? <FormAlert error={problem.error} /> : null}
          <DialogActions>
            <Button variant="secondary" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? "Sending..." : "Send report"}
            </Button>
          </DialogActions>
        </form>
      )}
    </FormDialog>
  );
}
