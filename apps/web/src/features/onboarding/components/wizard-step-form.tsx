import type { ReactNode } from "react";

/**
 * The fields of one wizard step. Only the step's own fields sit in this form: the phone
 * verification has forms of its own, which HTML does not allow inside another form, so the
 * wizard's Next/Finish buttons live outside and submit it through the `form` attribute.
 */
export function WizardStepForm({
  id,
  label,
  onSubmit,
  children,
}: {
  id: string;
  label: string | undefined;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-6"
      aria-label={label}
    >
      {children}
    </form>
  );
}
