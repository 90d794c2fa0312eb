import { PASSKEY_NAME_MAX, type TPasskey, ZPasskeyName } from "@crewlance/contracts/passkeys";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { showFormError } from "@/lib/form-server-error";
import { formatDate } from "@/lib/format";
import { passkeysSupported } from "@/lib/passkey";
import { toast } from "@/lib/toast";
import { addPasskey, passkeyKeys, passkeysQuery, removePasskey } from "../api";

const ZNameForm = z.object({ name: ZPasskeyName });
type NameForm = z.infer<typeof ZNameForm>;

/**
 * "Passkeys" (decision 0098): add one under a name, see when each was added and last used, remove
 * one after a confirmation. A passkey signs in alone, finishes a sign-in instead of a code, and
 * confirms withdrawals.
 */
export function PasskeysCard() {
  const queryClient = useQueryClient();
  const list = useQuery(passkeysQuery);
  const [removing, setRemoving] = useState<TPasskey | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: passkeyKeys.list() });
    void queryClient.invalidateQueries({ queryKey: passkeyKeys.stepUp() });
  };
  const remove = useMutation({
    mutationFn: (passkey: TPasskey) => removePasskey(passkey.id),
    onSuccess: () => {
      setRemoving(null);
      toast.success("Passkey removed.");
      refresh();
    },
  });

  return (
    <Card className="p-5" aria-labelledby="passkeys-heading" role="region">
      <div className="flex items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        <div className="min-w-0">
          <h2 id="passkeys-heading" className="text-base font-semibold text-fg">
            Passkeys
          </h2>
          <p className="mt-1 text-sm text-muted">
            Sign in with your fingerprint, face or device PIN instead of a password. A passkey also confirms
            withdrawals.
          </p>
        </div>
      </div>
      <div className="mt-4 space-y-4">
        {list.isPending ? (
          <Skeleton className="h-16" />
        ) : list.isError ? (
          <FormAlert error={list.error} />
        ) : list.data.length === 0 ? (
          <p className="text-sm text-fg">No passkeys yet.</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Your passkeys">
            {list.data.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-fg">{passkey.name}</p>
                  <p className="text-xs text-muted">
                    Added {formatDate(new Date(passkey.createdAt), "local")} ·{" "}
                    {passkey.lastUsedAt
                      ? `last used ${formatDate(new Date(passkey.lastUsedAt), "local")}`
                      : "not used yet"}
                  </p>
                </div>
                <Button variant="secondary" size="sm" onClick={() => setRemoving(passkey)}>
                  Remove<span className="sr-only"> {passkey.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {passkeysSupported() ? (
          <AddPasskeyForm onAdded={refresh} />
        ) : (
          <p className="text-sm text-muted">This browser cannot make passkeys.</p>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this passkey?"
        description={`"${removing?.name ?? ""}" will no longer sign you in or confirm withdrawals.`}
        confirmLabel={remove.isPending ? "Removing..." : "Remove"}
        tone="danger"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing)}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            remove.reset();
          }
        }}
      />
    </Card>
  );
}

function AddPasskeyForm({ onAdded }: { onAdded: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NameForm>({ resolver: zodResolver(ZNameForm), defaultValues: { name: "" } });
  const add = useMutation({
    mutationFn: ({ name }: NameForm) => addPasskey(name),
    onSuccess: () => {
      reset();
      toast.success("Passkey added.");
      onAdded();
    },
    onError: (error) => showFormError(error, setError, ["name"]),
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => add.mutate(values))} className="space-y-3">
      <Field
        label="Passkey name"
        hint="The device it is on, such as “MacBook” or “Pixel phone”."
        error={errors.name?.message}
      >
        {(ids) => <Input {...ids} {...register("name")} maxLength={PASSKEY_NAME_MAX} autoComplete="off" />}
      </Field>
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? "Waiting for your device..." : "Add a passkey"}
      </Button>
    </form>
  );
}
