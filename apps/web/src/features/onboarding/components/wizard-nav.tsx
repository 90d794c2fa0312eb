import { ArrowLeft, ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";

type WizardNavProps = {
  step: number;
  last: number;
  busy: boolean;
  onBack: () => void;
  finishLabel: string;
  /** The wizard's form, which this nav sits outside of (the phone step's own forms cannot nest in it). */
  formId: string;
};

/** Back and Next; on the last step Next becomes the submit button. */
export function WizardNav({ step, last, busy, onBack, finishLabel, formId }: WizardNavProps) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-line pt-5">
      {step > 0 ? (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <ArrowLeft className="size-4" aria-hidden />
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" form={formId} disabled={busy}>
        {step < last ? (
          <>
            Next
            <ArrowRight className="size-4" aria-hidden />
          </>
        ) : busy ? (
          "Saving..."
        ) : (
          finishLabel
        )}
      </Button>
    </div>
  );
}
