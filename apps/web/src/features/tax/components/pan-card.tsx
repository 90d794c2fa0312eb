import type { TTaxProfile } from "@crewlance/contracts/tax";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { verifyPan } from "../api";
import { taxKeys } from "../query-keys";
import { VerificationBadge } from "./verification-badge";

/** The PAN's verification: the name the income tax records hold, or the button that asks them. */
export function PanCard({ profile }: { profile: TTaxProfile | null }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: verifyPan,
    onSuccess: (result) => {
      toast.success(result.notice ? `PAN ${result.notice}.` : "PAN verified.");
      return queryClient.invalidateQueries({ queryKey: taxKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const pan = profile?.pan ?? null;
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold text-fg">
          PAN verification
        </h2>
        {pan ? <VerificationBadge verified={profile?.panVerified ?? false} /> : null}
      </div>
      {!pan ? (
        <p className="text-sm text-muted">
          Add your PAN above. Without a verified PAN, tax (TDS) is withheld at 5% instead of 0.1% on payments released
          to you.
        </p>
      ) : profile?.panVerified ? (
        <p className="text-sm text-muted">
          <span className="font-mono text-fg">{pan}</span> is registered to{" "}
          <span className="font-medium text-fg">{profile.panVerifiedName}</span>.
        </p>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-muted">
            We ask the income tax records whose PAN <span className="font-mono text-fg">{pan}</span> is and check it
            against your legal name.
          </p>
          <Button size="sm" onClick={() => verify.mutate()} disabled={verify.isPending}>
            {verify.isPending ? "Verifying..." : "Verify PAN"}
          </Button>
          <FormAlert error={verify.error} />
        </div>
      )}
    </Card>
  );
}
