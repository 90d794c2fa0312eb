import { OTP_LENGTH } from "@crewlance/contracts/constants";
import type { InputHTMLAttributes, Ref } from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";

type OneTimeCodeInputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/**
 * A texted code in one field: phones offer the code from the SMS for it (one-time-code), a paste
 * with spaces still works, and anything but digits is dropped as it is typed.
 */
export function OneTimeCodeInput({ className, onChange, ...props }: OneTimeCodeInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      spellCheck={false}
      placeholder={"•".repeat(OTP_LENGTH)}
      {...props}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH);
        onChange?.(event);
      }}
      className={cn("h-12 text-center font-mono text-xl font-semibold tracking-[0.5em] tabular-nums", className)}
    />
  );
}
