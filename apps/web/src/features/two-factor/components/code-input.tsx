import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

type CodeInputProps = {
  label: string;
  error?: string;
  hint?: string;
  registration: UseFormRegisterReturn<"code">;
};

/** A code from the authenticator app (or a recovery code): one field, no autocorrect. */
export function CodeInput({ label, error, hint, registration }: CodeInputProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <Input
          {...ids}
          {...registration}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          className="font-mono tracking-widest"
        />
      )}
    </Field>
  );
}
