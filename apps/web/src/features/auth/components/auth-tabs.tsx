import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { cn } from "@/lib/cn";

export type AuthMode = "login" | "signup";

const tabs: Array<{ mode: AuthMode; label: string }> = [
  { mode: "login", label: "Sign in" },
  { mode: "signup", label: "Sign up" },
];

type AuthTabsProps = { mode: AuthMode; onChange: (mode: AuthMode) => void; children: ReactNode };

/**
 * The Sign in / Sign up switch as an ARIA tablist (arrow keys, Home and End move between the
 * tabs). Hand-written rather than a tabs library: the login route's bundle has a size budget.
 */
export function AuthTabs({ mode, onChange, children }: AuthTabsProps) {
  const refs = useRef<Record<AuthMode, HTMLButtonElement | null>>({ login: null, signup: null });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.mode === mode);
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!.mode;
    onChange(next);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Sign in or sign up"
        onKeyDown={onKeyDown}
        className="mb-6 flex rounded-lg bg-surface-muted p-1"
      >
        {tabs.map((tab) => {
          const active = tab.mode === mode;
          return (
            <button
              key={tab.mode}
              ref={(element) => {
                refs.current[tab.mode] = element;
              }}
              type="button"
              role="tab"
              id={`auth-tab-${tab.mode}`}
              aria-selected={active}
              aria-controls={`auth-panel-${tab.mode}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onChange(tab.mode)}
              className={cn(
                "flex-1 rounded-md px-3 py-1.5 text-sm font-medium transition-colors",
                active ? "bg-surface text-fg shadow-sm dark:bg-stone-700" : "text-muted hover:text-fg",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`auth-panel-${mode}`} aria-labelledby={`auth-tab-${mode}`}>
        {children}
      </div>
    </div>
  );
}
