import { INDIAN_STATES, type TTaxProfile, type TTaxProfileBody, ZTaxProfileBody } from "@crewlance/contracts/tax";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { saveTaxProfile } from "../api";
import { taxKeys } from "../query-keys";

type Values = {
  legalName: string;
  pan: string;
  gstin: string;
  stateCode: string;
  addressLine: string;
  city: string;
  pincode: string;
};
const FIELDS = ["legalName", "pan", "gstin", "stateCode", "addressLine", "city", "pincode"] as const;

const valuesOf = (profile: TTaxProfile | null): Values => ({
  legalName: profile?.legalName ?? "",
  pan: profile?.pan ?? "",
  gstin: profile?.gstin ?? "",
  stateCode: profile?.stateCode ?? "",
  addressLine: profile?.addressLine ?? "",
  city: profile?.city ?? "",
  pincode: profile?.pincode ?? "",
});

/** The tax profile form: the contracts' schema checks each field here as the API will (decision 0086). */
export function TaxProfileForm({ profile }: { profile: TTaxProfile | null }) {
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, TTaxProfileBody>({
    resolver: zodResolver(ZTaxProfileBody) as never,
    // Checked on submit, then as they type: an error appearing on blur would move the button being clicked.
    defaultValues: valuesOf(profile),
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: saveTaxProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(taxKeys.profile(), saved);
      form.reset(valuesOf(saved.profile));
      toast.success(
        profile?.pan && saved.profile?.pan !== profile.pan
          ? "Tax profile saved. Verify your new PAN."
          : "Tax profile saved.",
      );
    },
    onError: (error) => showFormError(error, form.setError, FIELDS),
  });
  const identifier = { autoComplete: "off", autoCapitalize: "characters", spellCheck: false, className: "uppercase" };
  return (
    <form noValidate aria-label="Tax profile" onSubmit={form.handleSubmit((body) => save.mutate(body))}>
      <fieldset disabled={save.isPending} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="sr-only">Tax details</legend>
        <Field
          label="Legal name"
          hint="As it is on your PAN."
          error={errors.legalName?.message}
          className="sm:col-span-2"
        >
          {(ids) => <Input {...ids} {...form.register("legalName")} autoComplete="name" />}
        </Field>
        <Field label="PAN (optional)" hint="Like ABCPK1234F." error={errors.pan?.message}>
          {(ids) => <Input {...ids} {...form.register("pan")} {...identifier} maxLength={12} />}
        </Field>
        <Field label="GSTIN (optional)" hint="If you are registered for GST." error={errors.gstin?.message}>
          {(ids) => <Input {...ids} {...form.register("gstin")} {...identifier} maxLength={17} />}
        </Field>
        <Field label="State" hint="Where you are billed: the place of supply." error={errors.stateCode?.message}>
          {(ids) => (
            <Select {...ids} {...form.register("stateCode")}>
              <option value="">Choose your state</option>
              {INDIAN_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name} ({state.code})
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="City" error={errors.city?.message}>
          {(ids) => <Input {...ids} {...form.register("city")} autoComplete="address-level2" />}
        </Field>
        <Field label="Billing address" error={errors.addressLine?.message} className="sm:col-span-2">
          {(ids) => <Input {...ids} {...form.register("addressLine")} autoComplete="street-address" />}
        </Field>
        <Field label="PIN code" error={errors.pincode?.message}>
          {(ids) => (
            <Input
              {...ids}
              {...form.register("pincode")}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
            />
          )}
        </Field>
      </fieldset>
      <div className="mt-4 empty:hidden">
        <FormAlert message={errors.root?.server?.message} />
      </div>
      <div className="mt-6 flex justify-end border-t border-line pt-4">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? "Saving..." : "Save tax profile"}
        </Button>
      </div>
    </form>
  );
}
