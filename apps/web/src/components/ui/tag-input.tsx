import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { cn } from "@/lib/cn";

type TagInputProps = {
  id?: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** Called when the typing field loses focus, after any half-typed tag was added. */
  onBlur?: () => void;
  placeholder?: string;
  max?: number;
  maxLength?: number;
  disabled?: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
};

/** Chips typed one at a time: Enter or comma adds, the chip's × or Backspace on an empty field removes. */
export function TagInput({
  id,
  value,
  onChange,
  onBlur,
  placeholder,
  max = 30,
  maxLength = 40,
  disabled,
  ...aria
}: TagInputProps) {
  const [draft, setDraft] = useState("");
  const full = value.length >= max;

  const add = () => {
    const tag = draft.trim().replace(/,+$/, "").trim();
    if (!tag || full) return;
    if (!value.some((existing) => existing.toLowerCase() === tag.toLowerCase())) onChange([...value, tag]);
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div
      className={cn(
        "flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-line bg-surface px-2 py-1.5",
        "focus-within:border-amber-500 focus-within:ring-2 focus-within:ring-amber-500/30",
        aria["aria-invalid"] && "border-red-500",
      )}
    >
      {value.map((tag) => (
        <span
          key={tag}
          className="inline-flex items-center gap-1 rounded-md bg-amber-50 py-0.5 pr-1 pl-2 text-sm text-amber-900 dark:bg-amber-500/15 dark:text-amber-200"
        >
          {tag}
          <button
            type="button"
            onClick={() => onChange(value.filter((existing) => existing !== tag))}
            aria-label={`Remove ${tag}`}
            disabled={disabled}
            className="grid size-5 place-items-center rounded hover:bg-amber-200/60 dark:hover:bg-amber-500/25"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </span>
      ))}
      <input
        id={id}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add();
          onBlur?.();
        }}
        placeholder={full ? `Up to ${max}` : placeholder}
        maxLength={maxLength}
        disabled={disabled || full}
        enterKeyHint="enter"
        className="h-7 min-w-32 flex-1 bg-transparent px-1 text-sm text-fg placeholder:text-stone-400 focus:outline-none dark:placeholder:text-stone-500"
        {...aria}
      />
    </div>
  );
}
