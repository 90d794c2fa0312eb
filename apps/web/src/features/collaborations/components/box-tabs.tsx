import type { TCollaborationBox } from "@crewlance/contracts/collaborations";
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { cn } from "@/lib/cn";

const TABS: Array<{ value: TCollaborationBox; label: string }> = [
  { value: "received", label: "Received" },
  { value: "sent", label: "Sent" },
];

/** Received and Sent as an ARIA tablist whose choice lives in the address; arrows, Home and End move. */
export function BoxTabs({
  value,
  onChange,
  children,
}: {
  value: TCollaborationBox;
  onChange: (box: TCollaborationBox) => void;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef(new Map<TCollaborationBox, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const next =
      event.key === "Home" ? "received" : event.key === "End" ? "sent" : value === "received" ? "sent" : "received";
    onChange(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label="Requests"
        onKeyDown={onKeyDown}
        className="inline-flex items-center gap-1 rounded-xl border border-line bg-surface-muted p-1"
      >
        {TABS.map((tab) => {
          const active = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) refs.current.set(tab.value, element);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onChange(tab.value)}
              className={cn(
                "inline-flex h-9 items-center rounded-lg px-4 text-sm font-medium whitespace-nowrap transition-colors",
                active ? "bg-surface text-fg shadow-sm dark:bg-stone-700" : "text-muted hover:text-fg",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`} className="mt-5">
        {children}
      </div>
    </div>
  );
}
