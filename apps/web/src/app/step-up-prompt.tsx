import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { setSecondFactorPrompt } from "@/lib/api-client";

// The dialog's code (a form, its schema) loads only when a call first asks for it.
const StepUpDialog = lazy(() => import("@/features/two-factor").then((door) => ({ default: door.StepUpDialog })));

/**
 * Answers the API client's "confirm it's you" (decision 0098): any call refused with
 * SECOND_FACTOR_REQUIRED opens the two-factor feature's dialog, and is sent again once the person
 * confirmed. The withdrawal dialog and the payout forms need not know: features never import each
 * other, so the prompt sits here in app/ between the client and the two-factor feature. Calls
 * refused at the same moment share one dialog.
 */
export function StepUpPrompt() {
  const [open, setOpen] = useState(false);
  const waiting = useRef<{ promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null>(null);

  useEffect(() => {
    setSecondFactorPrompt(() => {
      if (!waiting.current) {
        let resolve: (confirmed: boolean) => void = () => undefined;
        const promise = new Promise<boolean>((done) => {
          resolve = done;
        });
        waiting.current = { promise, resolve };
        setOpen(true);
      }
      return waiting.current.promise;
    });
    return () => setSecondFactorPrompt(null);
  }, []);

  const finish = (confirmed: boolean) => {
    waiting.current?.resolve(confirmed);
    waiting.current = null;
    setOpen(false);
  };
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog onConfirmed={() => finish(true)} onCancel={() => finish(false)} />
    </Suspense>
  );
}
