import { COVER_LETTER_MAX, COVER_LETTER_MIN } from "@crewlance/contracts/applications";
import { paiseToRupees } from "@crewlance/contracts/money";
import type { TTask } from "@crewlance/contracts/tasks";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ApplyAsField } from "@/components/apply-as-field";
import { FormAlert } from "@/components/form-alert";
import { OffPlatformWarning, useOffPlatformGate } from "@/components/safety/off-platform";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { showFormError } from "@/lib/form-server-error";
import { formatBudget } from "@/lib/marketplace/labels";
import { applicationKeys, taskKeys } from "@/lib/marketplace/query-keys";
import { toast } from "@/lib/toast";
import { applyToTask, uploadApplicationAttachment } from "../api";
import { APPLY_FORM_FIELDS, type ApplyFormInput, type ApplyFormValues, toApplyBody, ZApplyForm } from "../apply-form";
import { useQueuedUploads } from "../use-queued-uploads";
import { AttachmentsField } from "./attachments-field";

/** The cover letter's live count: how many more are needed, then how many are left. */
function coverLetterCount(length: number): { text: string; short: boolean; over: boolean } {
  if (length < COVER_LETTER_MIN) return { text: `${length} / ${COVER_LETTER_MIN} minimum`, short: true, over: false };
  return {
    text: `${length.toLocaleString("en-US")} / ${COVER_LETTER_MAX.toLocaleString("en-US")}`,
    short: false,
    over: length > COVER_LETTER_MAX,
  };
}

/** A freelancer's proposal: cover letter, amount in rupees, days and files. */
export function ApplyForm({ task }: { task: TTask }) {
  const queryClient = useQueryClient();
  const counterId = useId();
  const [busy, setBusy] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [applicationId, setApplicationId] = useState<string | null>(null);
  const { queued, setQueued, uploadAll } = useQueuedUploads();
  // "" applies as myself; a team id applies on that team's behalf (a team I admin).
  const [teamId, setTeamId] = useState("");
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<ApplyFormInput, unknown, ApplyFormValues>({
    resolver: zodResolver(ZApplyForm),
    defaultValues: {
      coverLetter: "",
      proposedAmount: task.budgetMin === task.budgetMax ? paiseToRupees(task.budgetMax) : Number.NaN,
      estimatedDays: Number.NaN,
    },
  });
  const count = coverLetterCount((watch("coverLetter") ?? "").length);

  const offPlatform = useOffPlatformGate();
  const send = async (values: ApplyFormValues) => {
    setBusy(true);
    try {
      // A proposal already sent (its files failed) is not sent twice: only the files go again.
      const id =
        applicationId ?? (await applyToTask(task.id, { ...toApplyBody(values), ...(teamId ? { teamId } : {}) })).id;
      setApplicationId(id);
      const uploaded = await uploadAll((file, onProgress) => uploadApplicationAttachment(id, file, onProgress));
      if (!uploaded) {
        toast.error("Your proposal is sent, but a file could not be uploaded. Try again or remove it.");
        return;
      }
      toast.success("Proposal sent");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      ]);
    } catch (error) {
      showFormError(error, setError, APPLY_FORM_FIELDS);
    } finally {
      setBusy(false);
    }
  };
  // A cover letter that asks to move off Crewlance is warned about once before it goes (decision 0092).
  const onSubmit = handleSubmit((values) => offPlatform.gate(values.coverLetter, () => void send(values)));

  return (
    <section aria-labelledby="apply-heading" className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h2 id="apply-heading" className="text-base font-semibold text-fg">
        Send a proposal
      </h2>
      <p className="mt-1 text-sm text-muted">Budget {formatBudget(task)}. Applying is free.</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Send a proposal">
        <ApplyAsField value={teamId} onChange={setTeamId} />
        <Field label="Cover letter" error={errors.coverLetter?.message}>
          {(ids) => (
            <div>
              <Textarea
                {...ids}
                {...register("coverLetter")}
                aria-describedby={[ids["aria-describedby"], counterId].filter(Boolean).join(" ")}
                rows={7}
                placeholder="Why you are a good fit, how you would approach the work and what you need from the company."
              />
              <p
                id={counterId}
                aria-live="polite"
                className={cn(
                  "mt-1 text-right text-xs tabular-nums",
                  count.over ? "font-medium text-red-600 dark:text-red-400" : "text-muted",
                )}
              >
                {count.text}
              </p>
            </div>
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field
            label={task.budgetType === "HOURLY" ? "Your rate (INR/hr)" : "Your amount (INR)"}
            error={errors.proposedAmount?.message}
          >
            {(ids) => (
              <Input
                {...ids}
                {...register("proposedAmount", { valueAsNumber: true })}
                type="number"
                min={1}
                step="any"
                inputMode="decimal"
              />
            )}
          </Field>
          <Field label="Days to deliver" error={errors.estimatedDays?.message}>
            {(ids) => (
              <Input
                {...ids}
                {...register("estimatedDays", { valueAsNumber: true })}
                type="number"
                min={1}
                max={365}
                inputMode="numeric"
              />
            )}
          </Field>
        </div>
        <AttachmentsField
          queued={queued}
          onQueue={setQueued}
          problem={fileProblem}
          onProblem={setFileProblem}
          disabled={busy}
        />
        <FormAlert message={errors.root?.server?.message} />
        {offPlatform.warning ? (
          <OffPlatformWarning
            onSendAnyway={offPlatform.sendAnyway}
            onEdit={() => {
              offPlatform.edit();
              setFocus("coverLetter");
            }}
          />
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          <Send className="size-4" aria-hidden />
          {busy ? "Sending..." : applicationId ? "Upload the files again" : "Send proposal"}
        </Button>
      </form>
    </section>
  );
}
