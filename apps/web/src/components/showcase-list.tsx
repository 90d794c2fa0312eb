import { useFieldArray, useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { type BackgroundFormValues, emptyShowcaseItem, type ShowcaseKind } from "@/lib/background-form";
import { ItemCard, ListSection } from "./item-card";
import { ShowcaseImagesField, type UploadShowcaseImage } from "./showcase-images-field";

const MAX_ITEMS = 20;

const copy: Record<ShowcaseKind, { title: string; item: string; description: string; placeholder: string }> = {
  portfolios: {
    title: "Portfolio",
    item: "Portfolio item",
    description: "Work you are proud of, with a link.",
    placeholder: "Storefront redesign",
  },
  certifications: {
    title: "Certifications",
    item: "Certification",
    description: "Courses and certificates.",
    placeholder: "AWS Solutions Architect",
  },
  projects: {
    title: "Projects",
    item: "Project",
    description: "Side projects and open source.",
    placeholder: "Open-source UPI SDK",
  },
};

/**
 * One showcase list of the freelancer form. `withIssuer` adds the issuer and year fields (the
 * profile editor shows them for certifications; onboarding leaves them out). `uploadImage` adds
 * the images editor to each item (the profile's portfolio, decision 0097).
 */
export function ShowcaseList({
  kind,
  withIssuer = false,
  uploadImage,
}: {
  kind: ShowcaseKind;
  withIssuer?: boolean;
  uploadImage?: UploadShowcaseImage;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<BackgroundFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `showcase.${kind}` });
  const itemErrors = errors.showcase?.[kind];
  const text = copy[kind];

  return (
    <ListSection
      title={text.title}
      description={`${text.description} Optional.`}
      empty={`No ${text.title.toLowerCase()} added yet.`}
      addLabel={`Add ${text.item.toLowerCase()}`}
      onAdd={() => append(emptyShowcaseItem())}
      canAdd={fields.length < MAX_ITEMS}
      count={fields.length}
      error={itemErrors?.root?.message ?? itemErrors?.message}
    >
      {fields.map((item, index) => {
        const error = itemErrors?.[index];
        return (
          <ItemCard key={item.id} title={`${text.item} ${index + 1}`} onRemove={() => remove(index)}>
            <Field label="Title" error={error?.title?.message}>
              {(ids) => (
                <Input {...ids} {...register(`showcase.${kind}.${index}.title`)} placeholder={text.placeholder} />
              )}
            </Field>
            <Field label="Link (optional)" error={error?.url?.message}>
              {(ids) => (
                <Input
                  {...ids}
                  {...register(`showcase.${kind}.${index}.url`)}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                />
              )}
            </Field>
            {withIssuer ? (
              <>
                <Field label="Issuer (optional)" error={error?.issuer?.message}>
                  {(ids) => (
                    <Input
                      {...ids}
                      {...register(`showcase.${kind}.${index}.issuer`)}
                      placeholder="Amazon Web Services"
                    />
                  )}
                </Field>
                <Field label="Year (optional)" error={error?.year?.message}>
                  {(ids) => (
                    <Input
                      {...ids}
                      {...register(`showcase.${kind}.${index}.year`)}
                      inputMode="numeric"
                      placeholder="2024"
                    />
                  )}
                </Field>
              </>
            ) : null}
            <Field className="sm:col-span-2" label="Description (optional)" error={error?.description?.message}>
              {(ids) => <Textarea {...ids} {...register(`showcase.${kind}.${index}.description`)} rows={2} />}
            </Field>
            {uploadImage ? <ShowcaseImagesField kind={kind} index={index} upload={uploadImage} /> : null}
          </ItemCard>
        );
      })}
    </ListSection>
  );
}
