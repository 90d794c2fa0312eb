import type { TAvailability } from "@crewlance/contracts/enums";
import { useFormContext } from "react-hook-form";
import { LabelOptions } from "@/components/label-options";
import { TagField } from "@/components/tag-field";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { EXPERIENCE_LABEL } from "@/lib/profile-options";
import type { FreelancerFormValues } from "../freelancer-form";

// Worded for someone setting up a profile; the directory and the profile editor word these their own way.
const AVAILABILITY_CHOICES = {
  AVAILABLE: "Available now",
  BUSY: "Busy — limited hours",
  UNAVAILABLE: "Not taking work",
} as const satisfies Record<TAvailability, string>;

export function FreelancerAboutStep() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<FreelancerFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field className="sm:col-span-2" label="Headline" error={errors.headline?.message}>
        {(ids) => <Input {...ids} {...register("headline")} placeholder="Full-stack developer for fast React apps" />}
      </Field>
      <Field className="sm:col-span-2" label="About you (optional)" error={errors.bio?.message}>
        {(ids) => (
          <Textarea {...ids} {...register("bio")} rows={3} placeholder="What you do best and who you do it for" />
        )}
      </Field>
      <TagField
        control={control}
        name="skills"
        className="sm:col-span-2"
        label="Skills"
        hint="Type a skill and press Enter. Add between 1 and 30."
        error={errors.skills?.message ?? errors.skills?.root?.message}
        max={30}
        placeholder={() => "e.g. React"}
      />
      <Field label="Hourly rate (₹)" hint="In rupees, per hour." error={errors.hourlyRate?.message}>
        {(ids) => (
          <div className="relative">
            <span
              aria-hidden
              className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-sm text-muted"
            >
              ₹
            </span>
            <Input
              {...ids}
              {...register("hourlyRate")}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder="1500"
              className="pl-7"
            />
          </div>
        )}
      </Field>
      <Field label="Experience level" error={errors.experienceLevel?.message}>
        {(ids) => (
          <Select {...ids} {...register("experienceLevel")}>
            <option value="">Choose a level</option>
            <LabelOptions labels={EXPERIENCE_LABEL} />
          </Select>
        )}
      </Field>
      <Field label="Availability" error={errors.availability?.message}>
        {(ids) => (
          <Select {...ids} {...register("availability")}>
            <LabelOptions labels={AVAILABILITY_CHOICES} />
          </Select>
        )}
      </Field>
      <Field label="Location" error={errors.location?.message}>
        {(ids) => <Input {...ids} {...register("location")} autoComplete="address-level2" placeholder="Pune, India" />}
      </Field>
      <TagField
        control={control}
        name="languages"
        className="sm:col-span-2"
        label="Languages (optional)"
        hint="Press Enter after each language."
        error={errors.languages?.message}
        max={10}
        placeholder={() => "e.g. Hindi"}
      />
    </div>
  );
}
