import { BadgeCheck } from "lucide-react";
import type { ReactNode } from "react";

/** A verified number at a glance, with room for the actions the screen offers on it. */
export function VerifiedPhone({ phone, children }: { phone: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50/60 p-4 dark:border-emerald-500/30 dark:bg-emerald-500/10">
      <div className="flex min-w-0 items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-500/20 dark:text-emerald-300">
          <BadgeCheck className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-emerald-800 uppercase dark:text-emerald-300">
            Phone verified
          </p>
          <p className="font-mono text-base font-semibold break-all text-fg tabular-nums">{phone}</p>
        </div>
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
