import type { TTwoFactorCodeRequest } from "@crewlance/contracts/two-factor";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { showFormError } from "@/lib/form-server-error";
import { codeResolver } from "../code-form";
import { CodeInput } from "./code-input";

type CodeDialogProps<T> = {
  title: string;
  description: string;
  /** Which codes the change takes: some take only the app's, not a recovery code. */
  hint: string;
  confirmLabel: string;
  busyLabel: string;
  tone?: "primary" | "danger";
  /** The call a current code allows. */
  action: (body: TTwoFactorCodeRequest) => Promise<T>;
  onDone: (answer: T) => void;
  onClose: () => void;
};

/** A change to two-factor sign-in that asks a current code first, in a dialog that confirms it too. */
export function CodeDialog<T>({
  title,
  description,
  hint,
  confirmLabel,
  busyLabel,
  tone = "primary",
  action,
  onDone,
  onClose,
}: CodeDialogProps<T>) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<TTwoFactorCodeRequest>({ resolver: codeResolver, defaultValues: { code: "" } });
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: onDone,
    onError: (error) => {
      setValue("code", "");
      showFormError(error, setError, ["code"]);
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
    >
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))} className="space-y-4">
        <CodeInput label="Code" hint={hint} error={errors.code?.message} registration={register("code")} />
        <FormAlert message={errors.root?.server?.message} />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={tone} disabled={mutation.isPending}>
            {mutation.isPending ? busyLabel : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
