import { type ClipboardEvent, type KeyboardEvent, type Ref, useImperativeHandle, useRef } from "react";
import { cn } from "@/lib/cn";

type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  length?: number;
  label?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
  /** Focusing the group focuses its first box (react-hook-form's setFocus, after a refused code). */
  ref?: Ref<{ focus: () => void }>;
};

/** A one-time code as one box per digit; typing moves on, Backspace moves back, a paste fills every box. */
export function OtpInput({
  value,
  onChange,
  length = 6,
  label = "Verification code",
  disabled,
  invalid,
  describedBy,
  autoFocus,
  ref,
}: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length }, (_, index) => (value[index] ?? "").trim());
  // An empty box in the middle stays a space, so later digits keep their positions.
  const emit = (next: string[]) =>
    onChange(
      next
        .map((digit) => digit || " ")
        .join("")
        .trimEnd(),
    );
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();
  useImperativeHandle(ref, () => ({ focus: () => boxes.current[0]?.focus() }), []);

  /** Writes `text` (digits only) from box `start` on and focuses the box after it. */
  const fill = (start: number, text: string) => {
    const incoming = text.replace(/\D/g, "");
    if (!incoming) return;
    const next = digits.slice();
    for (let offset = 0; offset < incoming.length && start + offset < length; offset++) {
      next[start + offset] = incoming[offset] ?? "";
    }
    emit(next);
    focus(start + incoming.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !digits[index] && index > 0) {
      event.preventDefault();
      const next = digits.slice();
      next[index - 1] = "";
      emit(next);
      focus(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData("text"));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add its own border and legend layout to a row of boxes.
    <div role="group" aria-label={label} aria-describedby={describedBy} className="flex justify-between gap-2">
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number and order.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => {
            const typed = event.target.value.replace(/\D/g, "");
            if (typed.length > 1) return fill(index, typed);
            const next = digits.slice();
            next[index] = typed;
            emit(next);
            if (typed) focus(index + 1);
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          pattern="[0-9]*"
          maxLength={length}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing to enter on this screen.
          autoFocus={autoFocus && index === 0}
          className={cn(
            "h-12 w-full min-w-0 max-w-12 rounded-lg border border-line bg-surface text-center font-mono text-xl font-semibold text-fg",
            "focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-500/30 disabled:opacity-60",
            "aria-[invalid=true]:border-red-500",
          )}
        />
      ))}
    </div>
  );
}
