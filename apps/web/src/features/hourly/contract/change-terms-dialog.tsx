import {
  addWeeks,
  type THourlyContract,
  type THourlyTermsChangeBody,
  weekStartOf,
  ZHourlyTermsChangeBody,
} from "@crewlance/contracts/hourly";
import { paiseToRupees } from "@crewlance/contracts/money";
import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { HourlyTermsFields } from "@/components/hourly-terms-fields";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import {
  defaultTermsValues,
  formatRate,
  issuesByPath,
  paiseOf,
  serverFieldErrors,
  termsBodyOf,
} from "@/lib/hourly-terms";
import { formatDay } from "@/lib/marketplace/labels";
import { changeTerms } from "../contract-api";
import { useContractMutation } from "./use-contract-mutation";

type Props = { contract: THourlyContract; open: boolean; onOpenChange: (open: boolean) => void };

/** The Monday new terms start: the week after this one (decision 0091). */
function effectiveMonday(contract: THourlyContract): string {
  return addWeeks(contract.thisWeek?.weekStart ?? weekStartOf(new Date()), 1);
}

/** The company changes the rate, the limit or the manual-time policy from next week. */
export function ChangeTermsDialog(props: Props) {
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Change terms"
      description={`The new terms apply from Monday ${formatDay(effectiveMonday(props.contract))}. A new rate needs the freelancer's consent first; a limit or manual-time change applies without it.`}
    >
      {props.open ? <ChangeTermsForm {...props} /> : null}
    </FormDialog>
  );
}

/** Only what differs from the terms now: the API refuses a change of nothing. */
function changedBody(contract: THourlyContract, rate: number | undefined, terms: ReturnType<typeof termsBodyOf>) {
  const now = contract.terms;
  const body: Record<string, unknown> = {};
  if (rate !== now.rate) body.rate = rate;
  if (terms.weeklyLimitHours !== now.weeklyLimitHours) body.weeklyLimitHours = terms.weeklyLimitHours;
  if (terms.manualPolicy !== now.manualPolicy || terms.manualLimitHours !== now.manualLimitHours) {
    body.manualPolicy = terms.manualPolicy;
    body.manualLimitHours = terms.manualLimitHours;
  }
  return body;
}

function ChangeTermsForm({ contract, onOpenChange }: Props) {
  const [rate, setRate] = useState(String(paiseToRupees(contract.terms.rate)));
  const [terms, setTerms] = useState(defaultTermsValues(contract.terms));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useContractMutation(contract.projectId, changeTerms, "New terms sent", () => onOpenChange(false));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZHourlyTermsChangeBody.safeParse(changedBody(contract, paiseOf(rate), termsBodyOf(terms)));
    if (!parsed.success) {
      const found = issuesByPath(parsed.error.issues);
      if (found.rate && paiseOf(rate) === undefined) found.rate = "Give the rate in rupees an hour.";
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ projectId: contract.projectId, body: parsed.data as THourlyTermsChangeBody });
  };
  const fieldErrors = { ...serverFieldErrors(save.error), ...errors };
  const newRate = paiseOf(rate);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field
        label="Rate (₹ an hour)"
        error={fieldErrors.rate}
        hint={
          newRate !== undefined && newRate !== contract.terms.rate
            ? `${formatRate(newRate)}, now ${formatRate(contract.terms.rate)}: the freelancer must accept it.`
            : `Now ${formatRate(contract.terms.rate)}.`
        }
      >
        {(ids) => (
          <Input
            {...ids}
            value={rate}
            onChange={(event) => setRate(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            className="max-w-40"
          />
        )}
      </Field>
      <HourlyTermsFields values={terms} onChange={setTerms} errors={fieldErrors} />
      <FormAlert error={save.error ?? undefined} />
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? "Sending..." : "Send new terms"}
        </Button>
      </DialogActions>
    </form>
  );
}
