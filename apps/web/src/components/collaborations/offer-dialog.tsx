import {
  COLLABORATION_EXPIRY_DAYS,
  OFFER_MILESTONES_MAX,
  type TOfferBody,
  ZOfferBody,
} from "@crewlance/contracts/collaborations";
import { rupeesToPaise } from "@crewlance/contracts/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { type Path, type Resolver, useFieldArray, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "@/components/form-alert";
import { RadioChoice } from "@/components/hourly-terms-fields";
import { OffPlatformWarning, useOffPlatformGate } from "@/components/safety/off-platform";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { Input, Textarea } from "@/components/ui/input";
import { useCreateCollaboration } from "@/lib/collaborations/api";
import { formatRupees } from "@/lib/collaborations/format";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { HourlyOfferForm } from "./hourly-offer-form";
import { type OfferRecipient, recipientFields } from "./offer-recipient";

export type { OfferRecipient };

type MilestoneValues = { title: string; amount: string; dueDate: string };
type OfferValues = { title: string; description: string; message: string; milestones: MilestoneValues[] };

/** Rupees typed in the form; blank or not a number becomes 0 paise, which the schema refuses with its sentence. */
function paiseOf(rupees: string): number {
  const value = Number(rupees.trim());
  return rupees.trim() === "" || !Number.isFinite(value) ? 0 : rupeesToPaise(value);
}

/** The form's values as the request body (amounts in paise), checked by the contract's schema. */
function offerBodyOf(values: OfferValues, recipient: OfferRecipient): unknown {
  return {
    kind: "OFFER",
    ...recipientFields(recipient),
    title: values.title,
    description: values.description,
    message: values.message,
    milestones: values.milestones.map((milestone) => ({
      title: milestone.title,
      amount: paiseOf(milestone.amount),
      dueDate: milestone.dueDate,
    })),
  };
}

const emptyMilestone = (): MilestoneValues => ({ title: "", amount: "", dueDate: "" });

/** 'Send offer': title, description and milestones (title, amount in rupees, due date) → a direct offer. */
export function OfferDialog({
  recipient,
  open,
  onOpenChange,
}: {
  recipient: OfferRecipient;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [pricing, setPricing] = useState<Pricing>("FIXED");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={`Send ${recipient.name} an offer`}
      description={`${PRICING_DESCRIPTION[pricing]} The offer expires after ${COLLABORATION_EXPIRY_DAYS} days.`}
    >
      {open ? (
        <div className="space-y-4">
          <PricingChoice value={pricing} onChange={setPricing} />
          {pricing === "FIXED" ? (
            <OfferForm recipient={recipient} onDone={() => onOpenChange(false)} />
          ) : (
            <HourlyOfferForm recipient={recipient} onDone={() => onOpenChange(false)} />
          )}
        </div>
      ) : null}
    </FormDialog>
  );
}

type Pricing = "FIXED" | "HOURLY";

const PRICING_LABEL: Record<Pricing, string> = { FIXED: "Fixed price (milestones)", HOURLY: "Hourly" };
const PRICING_DESCRIPTION: Record<Pricing, string> = {
  FIXED: "Accepting it starts a project with these milestones; you fund each one before its work starts.",
  HOURLY:
    "Accepting it starts an hourly contract on these terms; each week is funded into escrow and billed by the hours logged.",
};

/** How the work is paid: by milestones, or by the hour (decision 0091). */
function PricingChoice({ value, onChange }: { value: Pricing; onChange: (value: Pricing) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-fg">How you pay</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {(Object.keys(PRICING_LABEL) as Pricing[]).map((option) => (
          <RadioChoice key={option} name="offer-pricing" checked={value === option} onSelect={() => onChange(option)}>
            {PRICING_LABEL[option]}
          </RadioChoice>
        ))}
      </div>
    </fieldset>
  );
}

function OfferForm({ recipient, onDone }: { recipient: OfferRecipient; onDone: () => void }) {
  const schema = z.preprocess((values) => offerBodyOf(values as OfferValues, recipient), ZOfferBody);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OfferValues>({
    // The contract's schema over the body the values make: its errors land on the same paths (milestones.0.amount).
    resolver: zodResolver(schema as unknown as Parameters<typeof zodResolver>[0]) as unknown as Resolver<OfferValues>,
    defaultValues: { title: "", description: "", message: "", milestones: [emptyMilestone()] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: "milestones" });
  const milestones = useWatch({ control, name: "milestones" }) ?? [];
  const total = milestones.reduce((sum, milestone) => sum + paiseOf(milestone?.amount ?? ""), 0);
  const send = useCreateCollaboration();

  const offPlatform = useOffPlatformGate();
  const sendOffer = async (body: TOfferBody) => {
    try {
      await send.mutateAsync(body);
      toast.success(`Offer sent to ${recipient.name}`);
      onDone();
    } catch (error) {
      showFormError(error, setError, (path, message) => {
        const known = ["title", "description", "message"].includes(path) || path.startsWith("milestones.");
        if (!known) return false;
        setError(path as Path<OfferValues>, { type: "server", message });
        return true;
      });
    }
  };
  // The resolver hands over the parsed body (amounts in paise); an offer that asks to move off
  // Crewlance is warned about once before it goes (decision 0092).
  const onSubmit = handleSubmit((values) => {
    const body = values as unknown as TOfferBody;
    const text = [body.title, body.description, body.message, ...body.milestones.map((m) => m.title)].join("\n");
    offPlatform.gate(text, () => void sendOffer(body));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Project title" error={errors.title?.message}>
        {(ids) => <Input {...ids} {...register("title")} placeholder="Redesign of the booking flow" />}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={4}
            {...register("description")}
            placeholder="What is to be built, and how you will review it."
          />
        )}
      </Field>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-fg">Milestones</legend>
        <ol className="space-y-3">
          {fields.map((field, index) => {
            const fieldErrors = errors.milestones?.[index];
            return (
              <li key={field.id} className="rounded-xl border border-line bg-surface-muted/50 p-3">
                <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_10rem_auto] sm:items-start">
                  <Field label={`Milestone ${index + 1} title`} error={fieldErrors?.title?.message}>
                    {(ids) => <Input {...ids} {...register(`milestones.${index}.title`)} placeholder="Design" />}
                  </Field>
                  <Field label="Amount (INR)" error={fieldErrors?.amount?.message}>
                    {(ids) => (
                      <Input
                        {...ids}
                        {...register(`milestones.${index}.amount`)}
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder="15000"
                      />
                    )}
                  </Field>
                  <Field label="Due date" error={fieldErrors?.dueDate?.message}>
                    {(ids) => <Input {...ids} type="date" {...register(`milestones.${index}.dueDate`)} />}
                  </Field>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="sm:mt-7"
                    onClick={() => remove(index)}
                    disabled={fields.length === 1}
                    aria-label={`Remove milestone ${index + 1}`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {errors.milestones?.message || errors.milestones?.root?.message ? (
          <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
            {errors.milestones?.message ?? errors.milestones?.root?.message}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => append(emptyMilestone())}
            disabled={fields.length >= OFFER_MILESTONES_MAX}
          >
            <Plus className="size-4" aria-hidden />
            Add milestone
          </Button>
          <p className="text-sm text-muted" aria-live="polite">
            Total <span className="font-semibold text-fg tabular-nums">{formatRupees(total)}</span>
          </p>
        </div>
      </fieldset>
      <Field label="Message (optional)" error={errors.message?.message} hint="A note shown with the offer.">
        {(ids) => <Textarea {...ids} rows={2} {...register("message")} />}
      </Field>
      <FormAlert message={errors.root?.server?.message} />
      {offPlatform.warning ? (
        <OffPlatformWarning onSendAnyway={offPlatform.sendAnyway} onEdit={offPlatform.edit} />
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? "Sending..." : "Send offer"}
        </Button>
      </DialogActions>
    </form>
  );
}
