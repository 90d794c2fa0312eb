import { useFieldArray, useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { type BackgroundFormValues, emptyWorkExperience } from "@/lib/background-form";
import { ItemCard, ListSection } from "./item-card";

const MAX_JOBS = 20;

export function WorkExperienceList() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<BackgroundFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "workExperience" });
  const itemErrors = errors.workExperience;

  return (
    <ListSection
      title="Work experience"
      description="Jobs and long engagements. Optional."
      empty="No work experience added yet."
      addLabel="Add work experience"
      onAdd={() => append(emptyWorkExperience())}
      canAdd={fields.length < MAX_JOBS}
      count={fields.length}
      error={itemErrors?.root?.message ?? itemErrors?.message}
    >
      {fields.map((item, index) => {
        const error = itemErrors?.[index];
        return (
          <ItemCard key={item.id} title={`Job ${index + 1}`} onRemove={() => remove(index)}>
            <Field label="Company" error={error?.company?.message}>
              {(ids) => <Input {...ids} {...register(`workExperience.${index}.company`)} placeholder="Infosys" />}
            </Field>
            <Field label="Title" error={error?.title?.message}>
              {(ids) => <Input {...ids} {...register(`workExperience.${index}.title`)} placeholder="Senior engineer" />}
            </Field>
            <Field label="Start month" hint="YYYY-MM" error={error?.startDate?.message}>
              {(ids) => (
                <Input {...ids} {...register(`workExperience.${index}.startDate`)} type="month" placeholder="2021-04" />
              )}
            </Field>
            <Field
              label="End month (optional)"
              hint="Leave empty if you work there now."
              error={error?.endDate?.message}
            >
              {(ids) => (
                <Input {...ids} {...register(`workExperience.${index}.endDate`)} type="month" placeholder="2023-09" />
              )}
            </Field>
            <Field className="sm:col-span-2" label="What you did (optional)" error={error?.description?.message}>
              {(ids) => <Textarea {...ids} {...register(`workExperience.${index}.description`)} rows={2} />}
            </Field>
          </ItemCard>
        );
      })}
    </ListSection>
  );
}
