import { ZHourlyOfferBody } from "@crewlance/contracts/collaborations";
import { weekMaximum } from "@crewlance/contracts/hourly";
import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { HourlyTermsFields } from "@/components/hourly-terms-fields";
import { OffPlatformWarning, useOffPlatformGate } from "@/components/safety/off-platform";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { DialogActions } from "@/components/ui/form-dialog";
import { Input, Textarea } from "@/components/ui/input";
import { useCreateCollaboration } from "@/lib/collaborations/api";
import { formatRupees } from "@/lib/collaborations/format";
import {
  defaultTermsValues,
  formatRate,
  issuesByPath,
  paiseOf,
  serverFieldErrors,
  termsBodyOf,
} from "@/lib/hourly-terms";
import { toast } from "@/lib/toast";
import { type OfferRecipient, recipientFields } from "./offer-recipient";

/** Field errors of the offer's body; the terms' own are keyed without `terms.`, as their fields are named. */
function byField(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^terms\./, ""), message]));
}

/** An offer to work by the hour (decision 0091): title, description, the rate and the terms it starts on. */
export function HourlyOfferForm({ recipient, onDone }: { recipient: OfferRecipient; onDone: () => void }) {
  const [values, setValues] = useState({ title: "", description: "", rate: "", message: "" });
  const [terms, setTerms] = useState(defaultTermsValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useCreateCollaboration();
  const offPlatform = useOffPlatformGate();
  const rate = paiseOf(values.rate);
  const body = termsBodyOf(terms);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZHourlyOfferBody.safeParse({
      kind: "HOURLY_OFFER",
      ...recipientFields(recipient),
      title: values.title,
      description: values.description,
      rate,
      terms: body,
      message: values.message,
    });
    if (!parsed.success) {
      const found = byField(issuesByPath(parsed.error.issues));
      if (found.rate && rate === undefined) found.rate = "Give the rate in rupees an hour.";
      setErrors(found);
      return;
    }
    setErrors({});
    // An offer that asks to move off Crewlance is warned about once before it goes (decision 0092).
    const text = [values.title, values.description, values.message].join("\n");
    offPlatform.gate(text, async () => {
      try {
        await send.mutateAsync(parsed.data);
        toast.success(`Hourly offer sent to ${recipient.name}`);
        onDone();
      } catch {
        // The form shows the server's sentence and its field errors.
      }
    });
  };
  const fieldErrors = { ...byField(serverFieldErrors(send.error)), ...errors };
  const set = (patch: Partial<typeof values>) => setValues({ ...values, ...patch });
  const weekly =
    rate !== undefined && typeof body.weeklyLimitHours === "number"
      ? `At most ${formatRupees(weekMaximum(body.weeklyLimitHours, rate))} a week, plus the client fee and GST, held in escrow each Monday.`
      : rate !== undefined && body.weeklyLimitHours === null
        ? "Without a limit, the hours logged are billed at the end of each week."
        : undefined;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Project title" error={fieldErrors.title}>
        {(ids) => (
          <Input
            {...ids}
            value={values.title}
            onChange={(event) => set({ title: event.target.value })}
            placeholder="Ongoing help with the mobile app"
          />
        )}
      </Field>
      <Field label="Description" error={fieldErrors.description}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={4}
            value={values.description}
            onChange={(event) => set({ description: event.target.value })}
            placeholder="The work, how you will share it and how you review the hours."
          />
        )}
      </Field>
      <Field
        label="Rate (₹ an hour)"
        error={fieldErrors.rate}
        hint={rate !== undefined && rate > 0 ? `${formatRate(rate)}. ${weekly ?? ""}` : undefined}
      >
        {(ids) => (
          <Input
            {...ids}
            value={values.rate}
            onChange={(event) => set({ rate: event.target.value })}
            inputMode="decimal"
            autoComplete="off"
            placeholder="800"
            className="max-w-40"
          />
        )}
      </Field>
      <HourlyTermsFields values={terms} onChange={setTerms} errors={fieldErrors} withStartDate />
      <Field label="Message (optional)" error={fieldErrors.message} hint="A note shown with the offer.">
        {(ids) => (
          <Textarea
            {...ids}
            rows={2}
            value={values.message}
            onChange={(event) => set({ message: event.target.value })}
          />
        )}
      </Field>
      <FormAlert error={send.error ?? undefined} />
      {offPlatform.warning ? (
        <OffPlatformWarning onSendAnyway={offPlatform.sendAnyway} onEdit={offPlatform.edit} />
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? "Sending..." : "Send hourly offer"}
        </Button>
      </DialogActions>
    </form>
  );
}
