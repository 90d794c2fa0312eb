import type { TSavedSearch } from "@crewlance/contracts/saved-searches";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { showFormError } from "@/lib/form-server-error";
import { toast } from "@/lib/toast";
import { updateSavedSearch } from "../api";
import { savedSearchKeys } from "../query-keys";
import { ZSaveSearchForm } from "./save-search-form";

const ZRenameForm = ZSaveSearchForm.pick({ name: true });
type TRenameForm = { name: string };

type Props = { search: TSavedSearch; open: boolean; onOpenChange: (open: boolean) => void };

/** Renames a saved search. */
export function RenameDialog({ search, open, onOpenChange }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Rename saved search"
      description={`Now “${search.name}”.`}
    >
      {open ? <RenameForm search={search} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}

function RenameForm({ search, onDone }: { search: TSavedSearch; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<TRenameForm>({ resolver: zodResolver(ZRenameForm), defaultValues: { name: search.name } });
  const rename = useMutation({
    mutationFn: (values: TRenameForm) => updateSavedSearch(search.id, { name: values.name }),
    onSuccess: async () => {
      toast.success("Saved search renamed");
      await queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
      onDone();
    },
    onError: (error) => showFormError(error, form.setError, ["name"]),
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => rename.mutate(values))} className="space-y-4">
      <Field label="Name" error={errors.name?.message}>
        {(ids) => <Input {...ids} {...form.register("name")} autoComplete="off" autoFocus />}
      </Field>
      <FormAlert message={errors.root?.server?.message} />
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? "Saving…" : "Rename"}
        </Button>
      </DialogActions>
    </form>
  );
}
