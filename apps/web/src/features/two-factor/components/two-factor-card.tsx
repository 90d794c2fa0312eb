import type { TRecoveryCodes, TTwoFactorStatus } from "@crewlance/contracts/two-factor";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { makeNewRecoveryCodes, startSetup, turnOff, twoFactorKeys, twoFactorStatusQuery } from "../api";
import { CodeDialog } from "./code-dialog";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { SetupPanel } from "./setup-panel";

type Asking = "turn-off" | "new-codes" | null;

/**
 * "Two-factor sign-in" (decision 0094): off → set up with an authenticator app → the recovery
 * codes, shown once → on, with new recovery codes and turning it off, each behind a current code.
 */
export function TwoFactorCard() {
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorStatusQuery);
  const setup = useMutation({ mutationFn: startSetup });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status() });
  const showCodes = ({ recoveryCodes }: TRecoveryCodes) => {
    setCodes(recoveryCodes);
    setAsking(null);
    setup.reset();
    void refresh();
  };

  return (
    <Card className="p-5" aria-labelledby="two-factor-heading" role="region">
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        <div className="min-w-0">
          <h2 id="two-factor-heading" className="text-base font-semibold text-fg">
            Two-factor sign-in
          </h2>
          <p className="mt-1 text-sm text-muted">
            Signing in asks for a code from an app on your phone as well as your password, so a stolen password is not
            enough.
          </p>
        </div>
      </div>
      <div className="mt-4">
        {codes ? (
          <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
        ) : setup.data ? (
          <SetupPanel setup={setup.data} onTurnedOn={showCodes} onCancel={() => setup.reset()} />
        ) : status.isPending ? (
          <Skeleton className="h-16" />
        ) : status.isError ? (
          <FormAlert error={status.error} />
        ) : status.data.enabled ? (
          <OnState status={status.data} onAsk={setAsking} />
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-fg">Off</p>
            <FormAlert error={setup.error} />
            <Button onClick={() => setup.mutate()} disabled={setup.isPending}>
              {setup.isPending ? "Starting..." : "Turn on"}
            </Button>
          </div>
        )}
      </div>
      {asking === "turn-off" ? (
        <CodeDialog
          title="Turn off two-factor sign-in?"
          description="Signing in will ask only for your password again. Your recovery codes stop working."
          hint="A code from your authenticator app, or one of your recovery codes."
          confirmLabel="Turn off"
          busyLabel="Turning off..."
          tone="danger"
          action={turnOff}
          onDone={() => {
            setAsking(null);
            toast.success("Two-factor sign-in is off.");
            void refresh();
          }}
          onClose={() => setAsking(null)}
        />
      ) : asking === "new-codes" ? (
        <CodeDialog
          title="Make new recovery codes?"
          description="You get ten new codes; the ones you have now stop working."
          hint="The code your authenticator app shows now (a recovery code can't make new ones)."
          confirmLabel="Make new codes"
          busyLabel="Making codes..."
          action={makeNewRecoveryCodes}
          onDone={showCodes}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Card>
  );
}

function OnState({ status, onAsk }: { status: TTwoFactorStatus; onAsk: (asking: Asking) => void }) {
  const left = status.recoveryCodesLeft;
  return (
    <div className="space-y-3">
      <div className="space-y-0.5">
        <p className="text-sm font-medium text-fg">
          {status.enabledAt ? `On since ${formatDate(new Date(status.enabledAt), "local")}` : "On"}
        </p>
        <p className="text-sm text-muted">{`${left} recovery ${left === 1 ? "code" : "codes"} left`}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => onAsk("new-codes")}>
          Make new recovery codes
        </Button>
        <Button variant="secondary" onClick={() => onAsk("turn-off")}>
          Turn off
        </Button>
      </div>
    </div>
  );
}
