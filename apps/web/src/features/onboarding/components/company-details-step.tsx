import { useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { COMPANY_SIZES, type CompanyFormValues } from "@/lib/company-form";
import { COMPANY_INDUSTRIES } from "@/lib/profile-options";

export function CompanyDetailsStep() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CompanyFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field className="sm:col-span-2" label="Company name" error={errors.companyName?.message}>
        {(ids) => <Input {...ids} {...register("companyName")} autoComplete="organization" placeholder="Acme Labs" />}
      </Field>
      <Field label="Industry" error={errors.industry?.message}>
        {(ids) => (
          <>
            <Input {...ids} {...register("industry")} list="industry-options" placeholder="Software" />
            <datalist id="industry-options">
              {COMPANY_INDUSTRIES.map((industry) => (
                <option key={industry} value={industry} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field label="Company size" error={errors.size?.message}>
        {(ids) => (
          <Select {...ids} {...register("size")}>
            <option value="">Choose a size</option>
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} people
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Website (optional)" error={errors.website?.message}>
        {(ids) => <Input {...ids} {...register("website")} inputMode="url" autoComplete="url" placeholder="acme.in" />}
      </Field>
      <Field label="Location" error={errors.location?.message}>
        {(ids) => (
          <Input {...ids} {...register("location")} autoComplete="address-level2" placeholder="Mumbai, India" />
        )}
      </Field>
    </div>
  );
}
