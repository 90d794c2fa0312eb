import { useFieldArray, useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { type BackgroundFormValues, emptyEducation } from "@/lib/background-form";
import { ItemCard, ListSection } from "./item-card";

const MAX_EDUCATION = 10;

export function EducationList() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<BackgroundFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "education" });
  const itemErrors = errors.education;

  return (
    <ListSection
      title="Education"
      description="Schools, degrees and courses. Optional."
      empty="No education added yet."
      addLabel="Add education"
      onAdd={() => append(emptyEducation())}
      canAdd={fields.length < MAX_EDUCATION}
      count={fields.length}
      error={itemErrors?.root?.message ?? itemErrors?.message}
    >
      {fields.map((item, index) => {
        const error = itemErrors?.[index];
        return (
          <ItemCard key={item.id} title={`Education ${index + 1}`} onRemove={() => remove(index)}>
            <Field label="School" error={error?.school?.message}>
              {(ids) => <Input {...ids} {...register(`education.${index}.school`)} placeholder="IIT Bombay" />}
            </Field>
            <Field label="Degree" error={error?.degree?.message}>
              {(ids) => <Input {...ids} {...register(`education.${index}.degree`)} placeholder="B.Tech" />}
            </Field>
            <Field className="sm:col-span-2" label="Field of study (optional)" error={error?.field?.message}>
              {(ids) => <Input {...ids} {...register(`education.${index}.field`)} placeholder="Computer Science" />}
            </Field>
            <Field label="Start year" error={error?.startYear?.message}>
              {(ids) => (
                <Input {...ids} {...register(`education.${index}.startYear`)} inputMode="numeric" placeholder="2016" />
              )}
            </Field>
            <Field label="End year (optional)" error={error?.endYear?.message}>
              {(ids) => (
                <Input {...ids} {...register(`education.${index}.endYear`)} inputMode="numeric" placeholder="2020" />
              )}
            </Field>
          </ItemCard>
        );
      })}
    </ListSection>
  );
}
