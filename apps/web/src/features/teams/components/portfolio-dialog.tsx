import {
  PORTFOLIO_TAGS_MAX,
  type TPortfolioCreateBody,
  type TPortfolioItem,
  ZPortfolioCreateBody,
} from "@crewlance/contracts/teams";
import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { FilePicker } from "@/components/file-picker";
import { FormAlert } from "@/components/form-alert";
import { TagField } from "@/components/tag-field";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { useFocusReturn } from "@/components/ui/use-focus-return";
import { errorMessage } from "@/lib/api-client";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { createPortfolioItem, updatePortfolioItem, uploadPortfolioImage } from "../api";
import { TEAM_IMAGE_ACCEPT, teamImageProblem } from "../image-file";

type Values = { title: string; description: string; url: string; tags: string[] };
const FIELDS = ["title", "description", "url", "tags"] as const;

/** Add or edit a portfolio item: title, description, link, tags and an image (checked by the server too). */
export function PortfolioDialog({
  teamId,
  item,
  open,
  onOpenChange,
  onSaved,
}: {
  teamId: string;
  item: TPortfolioItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(ZPortfolioCreateBody) as unknown as Resolver<Values>,
    values: {
      title: item?.title ?? "",
      description: item?.description ?? "",
      url: item?.url ?? "",
      tags: item?.tags ?? [],
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (image && teamImageProblem(image)) return;
    try {
      // The resolver hands over the parsed body: an empty link is undefined, sent as null to clear it.
      const parsed = values as unknown as TPortfolioCreateBody & { url?: string | null };
      const body = { ...parsed, url: parsed.url || null };
      const saved = item ? await updatePortfolioItem(teamId, item.id, body) : await createPortfolioItem(teamId, body);
      if (image) {
        try {
          await uploadPortfolioImage(teamId, saved.id, image);
        } catch (error) {
          toast.error(`The item is saved, but its image was not: ${errorMessage(error)}`);
        }
      }
      toast.success(item ? "Portfolio item saved" : "Portfolio item added");
      setImage(null);
      onSaved();
      onOpenChange(false);
    } catch (error) {
      showFormError(error, setError, FIELDS);
    }
  });

  const returnFocus = useFocusReturn(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-5 shadow-2xl outline-none sm:p-6"
        >
          <Dialog.Title className="text-lg font-semibold text-fg">
            {item ? "Edit portfolio item" : "Add portfolio item"}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            Show a piece of work the team delivered.
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            <FormAlert message={errors.root?.server?.message} />
            <Field label="Title" error={errors.title?.message}>
              {(ids) => <Input {...ids} {...register("title")} />}
            </Field>
            <Field label="Description" error={errors.description?.message}>
              {(ids) => <Textarea {...ids} rows={3} {...register("description")} />}
            </Field>
            <Field label="Link" hint="Optional: where the work can be seen." error={errors.url?.message}>
              {(ids) => <Input {...ids} type="url" placeholder="https://" {...register("url")} />}
            </Field>
            <TagField
              control={control}
              name="tags"
              label="Tags"
              max={PORTFOLIO_TAGS_MAX}
              error={errors.tags?.message}
              placeholder={(count) => (count === 0 ? "e.g. Branding, Web app" : "Add another tag")}
            />
            <FilePicker
              label="Image"
              hint={
                item?.imageUrl ? "Choose a new image to replace the current one." : "JPEG, PNG or WebP, up to 5 MB."
              }
              accept={TEAM_IMAGE_ACCEPT}
              file={image}
              error={imageError}
              onChange={(file) => {
                setImage(file);
                setImageError(file ? (teamImageProblem(file) ?? undefined) : undefined);
              }}
            />
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Saving..." : item ? "Save" : "Add item"}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
