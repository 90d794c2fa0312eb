import { useId } from "react";
import { cn } from "@/lib/cn";

export type Choice<T extends string> = { value: T; label: string; hint: string };

/** A group of radio buttons drawn as cards, each with a line saying what choosing it does. */
export function ChoiceCards<T extends string>({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      <div className="mt-2 grid gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm",
              value === choice.value
                ? "border-amber-400 bg-amber-50 dark:border-amber-500/50 dark:bg-amber-500/10"
                : "border-line hover:bg-surface-muted",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-0.5 accent-amber-500"
            />
            <span>
              <span className="block font-medium text-fg">{choice.label}</span>
              <span className="block text-xs text-muted">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
