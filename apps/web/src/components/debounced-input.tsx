import { type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";

type DebouncedInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> & {
  value: string;
  onCommit: (value: string) => void;
  delayMs?: number;
};

/** A text input that reports its value once typing pauses. */
export function DebouncedInput({ value, onCommit, delayMs = 400, ...props }: DebouncedInputProps) {
  const [draft, setDraft] = useState(value);
  // The latest callback, so a parent re-render does not restart the pause.
  const commit = useRef(onCommit);
  commit.current = onCommit;
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = window.setTimeout(() => commit.current(draft), delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, value, delayMs]);
  return <Input {...props} value={draft} onChange={(event) => setDraft(event.target.value)} />;
}
