import { type FocusEvent, type InputHTMLAttributes, useCallback, useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";

type DebouncedInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> & {
  value: string;
  onCommit: (value: string) => void;
  delayMs?: number;
};

/**
 * A text input that reports its value once typing pauses, or at once when the focus leaves it.
 * Leaving commits at once because a pause that ends later would change the address after the
 * person moved on: opening a result within the pause must not be undone by the search catching up.
 */
export function DebouncedInput({ value, onCommit, delayMs = 400, onBlur, ...props }: DebouncedInputProps) {
  const [draft, setDraft] = useState(value);
  // The latest callback, so a parent re-render does not restart the pause.
  const commit = useRef(onCommit);
  commit.current = onCommit;
  const timer = useRef<number | undefined>(undefined);
  // What the field last agreed with: the value it was given or the draft it committed. A new value
  // replaces the draft only if nothing was typed since, so a commit arriving back while the person
  // goes on typing cannot take their latest keystrokes away.
  const agreed = useRef(value);
  useEffect(() => {
    // Read before it moves on: React may run the updater later, after the assignment below.
    const before = agreed.current;
    agreed.current = value;
    setDraft((current) => (current === before ? value : current));
  }, [value]);
  const send = useCallback((text: string) => {
    agreed.current = text;
    commit.current(text);
  }, []);
  useEffect(() => {
    if (draft === value) return;
    timer.current = window.setTimeout(() => send(draft), delayMs);
    return () => window.clearTimeout(timer.current);
  }, [draft, value, delayMs, send]);
  const commitNow = (event: FocusEvent<HTMLInputElement>) => {
    window.clearTimeout(timer.current);
    if (draft !== value) send(draft);
    onBlur?.(event);
  };
  return <Input {...props} value={draft} onBlur={commitNow} onChange={(event) => setDraft(event.target.value)} />;
}
