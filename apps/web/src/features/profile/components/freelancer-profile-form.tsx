import type { TAvailability } from "@crewlance/contracts/enums";
import type { TUser } from "@crewlance/contracts/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/form-alert";
import { LabelOptions } from "@/components/label-options";
import { TagField } from "@/components/tag-field";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { showFormError } from "@/lib/form-server-error";
import { EXPERIENCE_LABEL } from "@/lib/profile-options";
import { useAuthStore } from "@/lib/session/auth-store";
import { toast } from "@/lib/toast";
import { updateFreelancerProfile } from "../api";
import {
  FREELANCER_FORM_FIELDS,
  type FreelancerFormInput,
  type FreelancerFormValues,
  formDefaults,
  toFreelancerRequest,
  ZFreelancerForm,
} from "./freelancer-form-schema";

const AVAILABILITY_CHOICES = {
  AVAILABLE: "Available for work",
  BUSY: "Busy",
  UNAVAILABLE: "Not available",
} as const satisfies Record<TAvailability, string>;

/** Edits the freelancer profile (PUT /user/profile/freelancer). */
export function FreelancerProfileForm({ user }: { user: TUser }) {
  const profile = user.freelancerProfile;
  const form = useForm<FreelancerFormInput, unknown, FreelancerFormValues>({
    resolver: zodResolver(ZFreelancerForm),
    values: formDefaults(profile),
    resetOptions: { keepDirtyValues: true },
  });
  const save = useMutation({
    mutationFn: (values: FreelancerFormValues) => updateFreelancerProfile(toFreelancerRequest(values, profile)),
    onSuccess: (saved) => {
      useAuthStore.getState().setUser(saved);
      toast.success("Profile saved");
    },
    onError: (error) => showFormError(error, form.setError, FREELANCER_FORM_FIELDS),
  });
  const { errors, isDirty } = form.formState;
  const { register, control } = form;

  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-5">
        <h2 className="text-base font-semibold text-fg">Freelancer profile</h2>
        <p className="text-sm text-muted">What companies see in the freelancer directory.</p>
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="grid gap-4 sm:grid-cols-2"
      >
        <Field label="Headline" error={errors.headline?.message} className="sm:col-span-2">
          {(ids) => (
            <Input {...ids} placeholder="e.g. Full-stack developer, React and Node" {...register("headline")} />
          )}
        </Field>
        <Field
          label="Bio"
          error={errors.bio?.message}
          hint="Your experience, how you work, what you are best at."
          className="sm:col-span-2"
        >
          {(ids) => <Textarea {...ids} rows={5} {...register("bio")} />}
        </Field>
        <TagField
          control={control}
          name="skills"
          label="Skills"
          error={errors.skills?.message ?? errors.skills?.[0]?.message}
          hint="Press Enter or comma after each skill."
          className="sm:col-span-2"
          placeholder={(count) => (count ? "Add a skill" : "React, Figma, Copywriting...")}
        />
        <Field label="Hourly rate (INR)" error={errors.hourlyRate?.message}>
          {(ids) => (
            <Input
              {...ids}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              {...register("hourlyRate", { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field label="Location" error={errors.location?.message}>
          {(ids) => (
            <Input {...ids} placeholder="City, country" autoComplete="address-level2" {...register("location")} />
          )}
        </Field>
        <Field label="Experience level" error={errors.experienceLevel?.message}>
          {(ids) => (
            <Select {...ids} {...register("experienceLevel")}>
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
        <TagField
          control={control}
          name="languages"
          label="Languages"
          error={errors.languages?.message ?? errors.languages?.[0]?.message}
          hint="Optional."
          className="sm:col-span-2"
          max={10}
          placeholder={(count) => (count ? "Add a language" : "English, Hindi...")}
        />
        <div className="sm:col-span-2 empty:hidden">
          <FormAlert message={errors.root?.server?.message} />
        </div>
        <div className="flex items-center justify-end gap-2 sm:col-span-2">
          <Button
            variant="ghost"
            disabled={!isDirty || save.isPending}
            onClick={() => form.reset(formDefaults(profile))}
          >
            Discard changes
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save profile"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
