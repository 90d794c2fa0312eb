import type { TUser } from "@crewlance/contracts/users";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { PhoneVerification } from "@/components/phone-verification/phone-verification";
import { VerifiedPhone } from "@/components/phone-verification/verified-phone";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-client";
import { removePhone } from "@/lib/phone-api";
import { useAuthStore } from "@/lib/session/auth-store";
import { toast } from "@/lib/toast";

/** The user's phone: verified with 'Change number' and 'Remove', or the verification to add one. */
export function PhoneCard({ user }: { user: TUser }) {
  const titleId = useId();
  const [changing, setChanging] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const verifiedPhone = user.phoneVerified ? user.phone : null;
  const remove = useMutation({
    mutationFn: removePhone,
    onSuccess: (saved) => {
      useAuthStore.getState().setUser(saved);
      setConfirmingRemove(false);
      toast.success("Phone number removed.");
    },
    // Toasted and shown in the dialog, which stays open for another try.
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4 p-5">
      <div className="space-y-1">
        <h2 id={titleId} className="text-base font-semibold text-fg">
          Phone number
        </h2>
        <p className="text-sm text-muted">Sign in with a code we text you. Never shown on your profile.</p>
      </div>
      {verifiedPhone && !changing ? (
        <VerifiedPhone phone={verifiedPhone}>
          <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
            Change number
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirmingRemove(true)}>
            Remove
          </Button>
        </VerifiedPhone>
      ) : (
        <div className="space-y-3">
          {/* Once verified, the stored user carries the number and this card shows it as above. */}
          <PhoneVerification defaultPhone={user.phone ?? undefined} onVerified={() => setChanging(false)} />
          {changing ? (
            <Button variant="ghost" size="sm" onClick={() => setChanging(false)}>
              Keep {verifiedPhone}
            </Button>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={confirmingRemove}
        onOpenChange={(open) => {
          setConfirmingRemove(open);
          if (!open) remove.reset();
        }}
        title="Remove this phone number?"
        description={`You will no longer be able to sign in with a code sent to ${verifiedPhone ?? "it"}.`}
        error={remove.error}
        confirmLabel={remove.isPending ? "Removing..." : "Remove number"}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </Card>
  );
}
