import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { applicationKeys, projectKeys, taskKeys } from "@/lib/marketplace/query-keys";
import { toast } from "@/lib/toast";
import type { Confirmation } from "./confirmations";

/**
 * One confirmed action: the dialog's words, the call, and what is refreshed after it. The dialog
 * stays open with the server's sentence when the call fails.
 */
export function useConfirmAction<A, R>(
  action: (argument: A) => Promise<R>,
  { success, onDone }: { success: string | ((result: R) => string); onDone?: (result: R) => void },
) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ argument: A; confirmation: Confirmation } | null>(null);
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: async (result) => {
      setPending(null);
      toast.success(typeof success === "function" ? success(result) : success);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ]);
      onDone?.(result);
    },
  });
  return {
    ask: (argument: A, confirmation: Confirmation) => {
      mutation.reset();
      setPending({ argument, confirmation });
    },
    dialog: {
      open: pending !== null,
      ...(pending?.confirmation ?? { title: "", description: "", confirmLabel: "", tone: "primary" as const }),
      busy: mutation.isPending,
      error: mutation.error ?? undefined,
      onConfirm: () => {
        if (pending) mutation.mutate(pending.argument);
      },
      onOpenChange: (open: boolean) => {
        if (!open && !mutation.isPending) setPending(null);
      },
    },
  };
}
