import type { TAccountSession } from "@crewlance/contracts/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/lib/toast";
import { accountSecurityKeys, deviceName, signOutOtherSessions, signOutSession } from "../api";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Refreshes the list whatever the answer: a device already gone (404) should vanish from it too. */
function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.sessions() });
}

/** "Sign out of Chrome 131 on Windows?": that device's tokens stop working at once. */
export function SignOutDeviceDialog({ session, open, onOpenChange }: DialogProps & { session: TAccountSession }) {
  const refresh = useRefreshSessions();
  const name = deviceName(session);
  const signOut = useMutation({
    mutationFn: () => signOutSession(session.id),
    onSuccess: () => {
      toast.success(`Signed out of ${name}.`);
      onOpenChange(false);
    },
    onSettled: refresh,
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) signOut.reset();
        onOpenChange(next);
      }}
      title={`Sign out of ${name}?`}
      description="Whoever uses that device will have to sign in again with your password."
      confirmLabel="Sign out"
      tone="danger"
      busy={signOut.isPending}
      error={signOut.error}
      onConfirm={() => signOut.mutate()}
    />
  );
}

const otherDevices = (count: number) => `${count} other ${count === 1 ? "device" : "devices"}`;

/** "Sign out of all other devices?": every sign-in but this one ends. */
export function SignOutOthersDialog({ open, onOpenChange }: DialogProps) {
  const refresh = useRefreshSessions();
  const signOut = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: ({ signedOut }) => {
      toast.success(signedOut === 0 ? "No other device was signed in." : `Signed out of ${otherDevices(signedOut)}.`);
      onOpenChange(false);
    },
    onSettled: refresh,
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) signOut.reset();
        onOpenChange(next);
      }}
      title="Sign out of all other devices?"
      description="You stay signed in here. Everywhere else, you will have to sign in again with your password."
      confirmLabel="Sign out of all"
      tone="danger"
      busy={signOut.isPending}
      error={signOut.error}
      onConfirm={() => signOut.mutate()}
    />
  );
}
