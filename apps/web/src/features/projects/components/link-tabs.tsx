import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { cn } from "@/lib/cn";

type Tab<V extends string> = { value: V; label: string; count?: number | null };

type LinkTabsProps<V extends string> = {
  label: string;
  tabs: Tab<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
  children: ReactNode;
};

/**
 * Tabs whose choice lives in the address (the caller keeps `value` in the URL): an ARIA tablist
 * (arrow keys, Home and End move between tabs) over the one panel of the chosen tab. Scrolls
 * sideways on a phone rather than wrapping.
 */
export function LinkTabs<V extends string>({ label, tabs, value, onChange, className, children }: LinkTabsProps<V>) {
  const id = useId();
  const refs = useRef(new Map<V, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!.value;
    onChange(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div className={className}>
      <div className="overflow-x-auto [contain:inline-size]">
        <div
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="inline-flex min-w-max items-center gap-1 rounded-xl border border-line bg-surface-muted p-1"
        >
          {tabs.map((tab) => {
            const active = tab.value === value;
            return (
              <button
                key={tab.value}
                ref={(element) => {
                  if (element) refs.current.set(tab.value, element);
                  else refs.current.delete(tab.value);
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${tab.value}`}
                aria-selected={active}
                aria-controls={`${id}-panel-${tab.value}`}
                tabIndex={active ? 0 : -1}
                onClick={() => onChange(tab.value)}
                className={cn(
                  "inline-flex h-9 items-center gap-1.5 rounded-lg px-3.5 text-sm font-medium whitespace-nowrap transition-colors",
                  active ? "bg-surface text-fg shadow-sm dark:bg-stone-700" : "text-muted hover:text-fg",
                )}
              >
                {tab.label}
                {tab.count ? (
                  <span
                    className={cn(
                      "rounded-full px-1.5 text-xs tabular-nums",
                      active ? "bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200" : "bg-surface",
                    )}
                  >
                    {tab.count}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${value}`}
        aria-labelledby={`${id}-tab-${value}`}
        className="mt-5 focus-visible:outline-none"
      >
        {children}
      </div>
    </div>
  );
}
