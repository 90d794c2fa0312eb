import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { COMPANY_SIZES, type CompanyFormValues } from "@/lib/company-form";
import { COMPANY_INDUSTRIES } from "@/lib/profile-options";

/** Name, industry, size, website and location: the same fields in onboarding and on /profile. */
export function CompanyDetailsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CompanyFormValues>();
  const industryListId = useId();
  return (
    <>
      <Field className="sm:col-span-2" label="Company name" error={errors.companyName?.message}>
        {(ids) => <Input {...ids} {...register("companyName")} autoComplete="organization" placeholder="Acme Labs" />}
      </Field>
      <Field label="Industry" error={errors.industry?.message}>
        {(ids) => (
          <>
            <Input {...ids} {...register("industry")} list={industryListId} placeholder="Software" />
            <datalist id={industryListId}>
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
    </>
  );
}

/** Description and registration number, which companies are verified by. */
export function CompanyRegistrationFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CompanyFormValues>();
  return (
    <>
      <Field
        className="sm:col-span-2"
        label="About the company"
        hint="What you do and what kind of work you hire for. At least 20 characters."
        error={errors.description?.message}
      >
        {(ids) => <Textarea {...ids} {...register("description")} rows={4} />}
      </Field>
      <Field
        className="sm:col-span-2"
        label="Registration number"
        hint="Your CIN, LLPIN or GSTIN."
        error={errors.registrationNumber?.message}
      >
        {(ids) => <Input {...ids} {...register("registrationNumber")} placeholder="U72200MH2020PTC123456" />}
      </Field>
    </>
  );
}
