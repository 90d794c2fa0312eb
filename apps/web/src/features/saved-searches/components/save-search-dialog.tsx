import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { createSavedSearch } from "../api";
import { savedSearchKeys } from "../query-keys";
import { AlertSelect } from "./alert-select";
import { type SaveSearchProps, type TSaveSearchForm, ZSaveSearchForm } from "./save-search-form";

const FIELDS = ["name", "alerts"] as const;

/** The 'Save search' dialog, loaded by SaveSearchButton when first opened. */
export function SaveSearchDialog({
  kind,
  query,
  open,
  onOpenChange,
}: SaveSearchProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save this search"
      description={
        kind === "tasks"
          ? "Keep these words and filters to run again, and hear of new tasks that match."
          : "Keep these words and filters to run again from Saved searches."
      }
    >
      {open ? <SaveSearchForm kind={kind} query={query} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function SaveSearchForm({ kind, query, onDone }: SaveSearchProps & { onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<TSaveSearchForm>({
    resolver: zodResolver(ZSaveSearchForm),
    defaultValues: { name: typeof query.q === "string" ? query.q.slice(0, 80) : "", alerts: "instant" },
  });
  const save = useMutation({
    mutationFn: (values: TSaveSearchForm) =>
      createSavedSearch(
        kind === "tasks"
          ? { kind, name: values.name, alerts: values.alerts, query }
          : { kind, name: values.name, query },
      ),
    onSuccess: async (saved) => {
      toast.success(`Saved “${saved.name}”`);
      await queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
      onDone();
    },
    onError: (error) => showFormError(error, form.setError, FIELDS),
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <Field label="Name" error={errors.name?.message}>
        {(ids) => <Input {...ids} {...form.register("name")} autoComplete="off" placeholder="React work" autoFocus />}
      </Field>
      {kind === "tasks" ? (
        <Field
          label="Alerts"
          error={errors.alerts?.message}
          hint="Right away by email or push as you prefer; a digest collects them in one mail."
        >
          {(ids) => <AlertSelect {...ids} {...form.register("alerts")} />}
        </Field>
      ) : null}
      <FormAlert message={errors.root?.server?.message} />
      <DialogActions>
        <Link
          to="/saved-searches"
          className="self-center text-sm font-medium text-amber-800 underline underline-offset-4 dark:text-amber-300 sm:mr-auto"
        >
          Your saved searches
        </Link>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save search"}
        </Button>
      </DialogActions>
    </form>
  );
}
