import type { TAdminUser } from "@crewlance/contracts/admin";
import { ZMakeAdmin } from "@crewlance/contracts/safety";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { DialogActions, FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { makeAdmin } from "../admin-api";
import { adminKeys, dashboardKeys } from "../query-keys";

function MakeAdminForm({ user, onDone }: { user: TAdminUser; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: makeAdmin,
    onSuccess: (message) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      onDone();
    },
    onError: (failure) => {
      toast.error(errorMessage(failure));
      if (failure instanceof ApiError) setError(failure.fieldErrors.confirmEmail);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZMakeAdmin.safeParse({ confirmEmail: typed });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    // The server checks it too; this says it before a call is made.
    if (parsed.data.confirmEmail.toLowerCase() !== user.email.toLowerCase())
      return setError(`Type ${user.email} exactly to confirm.`);
    setError(undefined);
    mutation.mutate({ userId: user.id, body: parsed.data });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Their email" error={error} hint={`Type ${user.email} to confirm.`}>
        {(ids) => (
          <Input
            {...ids}
            type="email"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      {mutation.error && !error ? <FormAlert error={mutation.error} /> : null}
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={mutation.isPending}>
          {mutation.isPending ? "Making admin..." : "Make admin"}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * Makes another verified person an admin: the second admin appeals need (decision 0092). Typing
 * their email confirms who; the change is audited.
 */
export function MakeAdminDialog({ user, onClose }: { user: TAdminUser | null; onClose: () => void }) {
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={user ? `Make ${user.fullName} an admin?` : ""}
      description="Admins see every account, every report and every dispute, and act on them. Only do this for someone who works on Crewlance."
    >
      {user ? <MakeAdminForm user={user} onDone={onClose} /> : null}
    </FormDialog>
  );
}
