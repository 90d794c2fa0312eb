import {
  type TPublicPage,
  type TPublicPageUpdate,
  userPagePath,
  ZPublicPageUpdate,
} from "@crewlance/contracts/handles";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/form-alert";
import { CopyLinkButton } from "@/components/handles/copy-link-button";
import { HandleAvailabilityNote } from "@/components/handles/handle-availability-note";
import { useHandleAvailability } from "@/components/handles/use-handle-availability";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { publicLinkKeys, publicPageQuery, savePublicPage } from "../api";
import { VisibilityOptions } from "./visibility-options";

const FIELDS = ["handle", "visibility"] as const;

/**
 * "Public page" (decision 0095): the address of the person's page, /u/<handle>, chosen with a
 * live answer on whether it is free, and who may see the page.
 */
export function PublicPageCard() {
  const page = useQuery(publicPageQuery);
  return (
    <Card className="p-5" role="region" aria-labelledby="public-page-heading">
      <div className="flex items-start gap-3">
        <Link2 className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        <div className="min-w-0">
          <h2 id="public-page-heading" className="text-base font-semibold text-fg">
            Public page
          </h2>
          <p className="mt-1 text-sm text-muted">
            Your own address to share. It changes only your public page, not how you appear inside Crewlance.
          </p>
        </div>
      </div>
      <div className="mt-4">
        {page.isPending ? (
          <Skeleton className="h-40" />
        ) : page.isError ? (
          <div className="space-y-3">
            <FormAlert error={page.error} />
            <Button variant="secondary" size="sm" onClick={() => page.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <PublicPageForm saved={page.data} />
        )}
      </div>
    </Card>
  );
}

function PublicPageForm({ saved }: { saved: TPublicPage }) {
  const queryClient = useQueryClient();
  const form = useForm<TPublicPageUpdate>({
    resolver: zodResolver(ZPublicPageUpdate),
    defaultValues: { handle: saved.handle ?? "", visibility: saved.visibility },
  });
  const save = useMutation({
    mutationFn: savePublicPage,
    onSuccess: (answer) => {
      queryClient.setQueryData(publicLinkKeys.page(), answer);
      form.reset({ handle: answer.handle ?? "", visibility: answer.visibility });
      toast.success("Your public page has been saved.");
    },
    onError: (error) => showFormError(error, form.setError, FIELDS),
  });
  const { errors, isDirty } = form.formState;
  const typed = form.watch("handle");
  const availability = useHandleAvailability(typed, saved.handle);
  const showsSaved = saved.handle !== null && saved.url !== null && typed.trim().toLowerCase() === saved.handle;
  const preview =
    availability.kind === "available" ? `${window.location.origin}${userPagePath(typed.trim().toLowerCase())}` : null;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <div className="space-y-1">
        <Field
          label="Handle"
          hint="3–30 characters: letters a–z, digits and single hyphens."
          error={errors.handle?.message}
        >
          {(ids) => (
            <Input
              {...ids}
              {...form.register("handle")}
              placeholder="e.g. priya-sharma"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        {errors.handle ? null : <HandleAvailabilityNote state={availability} ownLabel="This is your handle now." />}
      </div>
      {showsSaved ? (
        <div className="space-y-2 rounded-xl border border-line bg-surface-muted p-3">
          <p className="text-xs font-medium text-muted">Your public page</p>
          <p className="break-all text-sm font-medium text-fg">{saved.url}</p>
          <CopyLinkButton url={saved.url!} />
        </div>
      ) : preview ? (
        <p className="break-all text-xs text-muted">
          Your page will be at <span className="font-medium text-fg">{preview}</span> once you save.
        </p>
      ) : null}
      <VisibilityOptions
        chosen={form.watch("visibility")}
        field={form.register("visibility")}
        error={errors.visibility?.message}
      />
      <FormAlert message={errors.root?.server?.message} />
      <Button
        type="submit"
        disabled={save.isPending || (saved.handle !== null && !isDirty)}
        aria-busy={save.isPending || undefined}
      >
        {save.isPending ? "Saving..." : "Save public page"}
      </Button>
    </form>
  );
}
