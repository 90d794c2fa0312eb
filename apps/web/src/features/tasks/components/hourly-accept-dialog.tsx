import type { TApplication } from "@crewlance/contracts/applications";
import { type TAcceptHourlyBody, weekMaximum, ZAcceptHourlyBody } from "@crewlance/contracts/hourly";
import { escrowFundBreakdown } from "@crewlance/contracts/wallet";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { HourlyTermsFields } from "@/components/hourly-terms-fields";
import { Button } from "@/components/ui/button";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { formatExactPaise } from "@/lib/format";
import { defaultTermsValues, formatRate, issuesByPath, serverFieldErrors, termsBodyOf } from "@/lib/hourly-terms";
import { applicationKeys, projectKeys, taskKeys } from "@/lib/marketplace/query-keys";
import { toast } from "@/lib/toast";
import { acceptHourlyApplication, walletFeesQuery } from "../api";

type Props = { application: TApplication | null; onClose: () => void };

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || fullName;

/**
 * Hiring on an HOURLY task (decision 0091): the proposal's amount is the rate; the company sets the
 * weekly limit (40 by default, or none), manual time and the start date, and reads what escrow
 * each week holds before it hires.
 */
export function HourlyAcceptDialog({ application, onClose }: Props) {
  const name = application ? firstName(application.applicant.fullName) : "";
  return (
    <FormDialog
      open={application !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Hire ${name} by the hour?`}
      description="Accepting creates an hourly project, declines the other waiting proposals and closes the task to new ones."
    >
      {application ? <HourlyAcceptForm application={application} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function WeeklyEscrow({ rate, limit }: { rate: number; limit: number | undefined | null }) {
  const fees = useQuery(walletFeesQuery);
  if (limit === null) {
    return (
      <p className="rounded-xl border border-line bg-surface-muted/60 p-3 text-sm text-fg">
        Without a limit nothing is held at the start of a week: at its end, the hours logged plus the client fee and GST
        move from your wallet into escrow.
      </p>
    );
  }
  if (limit === undefined || !fees.data || !Number.isInteger(limit) || limit < 1) return null;
  const week = escrowFundBreakdown(weekMaximum(limit, rate), fees.data);
  return (
    <p className="rounded-xl border border-line bg-surface-muted/60 p-3 text-sm text-fg">
      Each Monday, the week's maximum of <span className="font-medium">{formatExactPaise(week.amount)}</span> ({limit} h
      × {formatRate(rate)}) plus the client fee of {formatExactPaise(week.clientFee)} and GST of{" "}
      {formatExactPaise(week.clientFeeGst)} — <span className="font-semibold">{formatExactPaise(week.total)}</span> —
      moves from your wallet into escrow. Unused hours come back when the week closes.
    </p>
  );
}

function HourlyAcceptForm({ application, onClose }: { application: TApplication; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [terms, setTerms] = useState(defaultTermsValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const name = firstName(application.applicant.fullName);
  const accept = useMutation({
    mutationFn: acceptHourlyApplication,
    onSuccess: async () => {
      toast.success(`Hired ${application.applicant.fullName} by the hour. The project is ready.`);
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["wallet"] }),
      ]);
    },
  });
  const body = termsBodyOf(terms);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAcceptHourlyBody.safeParse({ hourly: body });
    if (!parsed.success) {
      setErrors(withoutPrefix(issuesByPath(parsed.error.issues)));
      return;
    }
    setErrors({});
    accept.mutate({ id: application.id, body: parsed.data as TAcceptHourlyBody });
  };
  const fieldErrors = { ...serverFieldErrors(accept.error, "hourly."), ...errors };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-base font-semibold text-fg">
        {name}'s rate: {formatRate(application.proposedAmount)}
      </p>
      <HourlyTermsFields values={terms} onChange={setTerms} errors={fieldErrors} withStartDate />
      <WeeklyEscrow rate={application.proposedAmount} limit={body.weeklyLimitHours} />
      <FormAlert error={accept.error ?? undefined} />
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={accept.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={accept.isPending} aria-busy={accept.isPending || undefined}>
          {accept.isPending ? "Hiring..." : `Accept and hire ${name}`}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The parse's paths start with `hourly.`; the fields are named without it. */
function withoutPrefix(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^hourly\./, ""), message]));
}
