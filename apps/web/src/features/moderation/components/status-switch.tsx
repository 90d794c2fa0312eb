import { cn } from "@/lib/cn";

/** A filter between a few statuses: buttons that say which one is on (no tab panels to point at). */
export function StatusSwitch<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<readonly [V, string]>;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset
      aria-label={label}
      className="m-0 inline-flex min-w-0 gap-1 rounded-xl border border-line bg-surface-muted p-1"
    >
      {options.map(([option, text]) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            "inline-flex h-8 items-center rounded-lg px-3 text-sm font-medium transition-colors",
            value === option ? "bg-surface text-fg shadow-sm" : "text-muted hover:text-fg",
          )}
        >
          {text}
        </button>
      ))}
    </fieldset>
  );
}
