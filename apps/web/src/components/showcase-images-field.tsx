import { MAX_SHOWCASE_IMAGES, type TShowcaseImageUpload } from "@crewlance/contracts/users";
import { ImagePlus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import type { BackgroundFormValues, ShowcaseKind } from "@/lib/background-form";

export type UploadShowcaseImage = (file: File) => Promise<TShowcaseImageUpload>;

/** Public uploads are served under /uploads/ (the API's user views do the same for avatars). */
export const showcaseImageUrl = (path: string) => `/uploads/${path}`;

type Props = { kind: ShowcaseKind; index: number; upload: UploadShowcaseImage };

/**
 * The images of one showcase item: add (each upload shows while it is pending), a preview, a
 * required alt text and Remove for each; at most MAX_SHOWCASE_IMAGES.
 */
export function ShowcaseImagesField({ kind, index, upload }: Props) {
  const name = `showcase.${kind}.${index}.images` as const;
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<BackgroundFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const [pending, setPending] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();
  const imageErrors = errors.showcase?.[kind]?.[index]?.images;
  const full = fields.length + pending >= MAX_SHOWCASE_IMAGES;

  const addFiles = async (files: File[]) => {
    setFailure(null);
    const room = MAX_SHOWCASE_IMAGES - fields.length - pending;
    for (const file of files.slice(0, Math.max(room, 0))) {
      setPending((count) => count + 1);
      try {
        const stored = await upload(file);
        append({ ...stored, alt: "" });
      } catch (error) {
        setFailure(errorMessage(error));
      } finally {
        setPending((count) => count - 1);
      }
    }
  };

  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-medium text-fg">Images (optional)</legend>
      {fields.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {fields.map((image, imageIndex) => (
            <li key={image.id} className="flex gap-3 rounded-lg border border-line bg-surface p-2">
              <img
                src={showcaseImageUrl(image.path)}
                alt=""
                width={image.width}
                height={image.height}
                className="size-20 shrink-0 rounded-md object-cover"
              />
              <div className="min-w-0 flex-1 space-y-2">
                <Field
                  label={`Alt text of image ${imageIndex + 1}`}
                  error={imageErrors?.[imageIndex]?.alt?.message ?? imageErrors?.[imageIndex]?.path?.message}
                >
                  {(ids) => (
                    <Input {...ids} {...register(`${name}.${imageIndex}.alt`)} placeholder="What the image shows" />
                  )}
                </Field>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(imageIndex)}
                  aria-label={`Remove image ${imageIndex + 1}`}
                >
                  <Trash2 className="size-4" aria-hidden /> Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="sr-only"
          disabled={full}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            void addFiles(files);
          }}
        />
        <label
          htmlFor={inputId}
          aria-disabled={full}
          className={
            full
              ? "inline-flex cursor-not-allowed items-center gap-2 rounded-lg border border-line px-3 py-1.5 text-sm text-muted opacity-60"
              : "inline-flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-fg hover:bg-surface-muted focus-within:ring-2 focus-within:ring-amber-500"
          }
        >
          <ImagePlus className="size-4" aria-hidden /> Add images
        </label>
        <span role="status" className="text-xs text-muted">
          {pending > 0
            ? `Uploading ${pending === 1 ? "1 image" : `${pending} images`}...`
            : full
              ? `An item can have at most ${MAX_SHOWCASE_IMAGES} images.`
              : "JPEG, PNG or WebP, at most 5 MB each."}
        </span>
      </div>
      {failure || imageErrors?.message || imageErrors?.root?.message ? (
        <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {failure ?? imageErrors?.message ?? imageErrors?.root?.message}
        </p>
      ) : null}
    </fieldset>
  );
}
