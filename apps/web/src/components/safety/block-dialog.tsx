import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { setBlocked } from "@/lib/safety/api";
import { safetyKeys } from "@/lib/safety/query-keys";
import { toast } from "@/lib/toast";

type BlockDialogProps = {
  userId: string;
  name: string;
  /** What the dialog does: block someone not blocked yet, or unblock them. */
  block: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Block or unblock, after saying what blocking does (decision 0092). The blocked person is never
 * told; they only find they can't message the blocker.
 */
export function BlockDialog({ userId, name, block, open, onOpenChange }: BlockDialogProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await setBlocked(userId, block);
      toast.success(answer.message ?? (block ? `You blocked ${name}.` : `You unblocked ${name}.`));
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: safetyKeys.all });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title={block ? `Block ${name}?` : `Unblock ${name}?`}
      description={
        block
          ? `${name} won't be able to message you, send you offers or invitations, or apply to your tasks, and you won't see their messages in shared conversations. They are not told. You can unblock them from Account, Safety.`
          : `${name} will be able to message you, send you offers and invitations, and apply to your tasks again.`
      }
      confirmLabel={block ? "Block" : "Unblock"}
      tone={block ? "danger" : "primary"}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
    />
  );
}
