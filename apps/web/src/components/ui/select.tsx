import { ChevronDown } from "lucide-react";
import type { Ref, SelectHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/**
 * A styled native select: keyboard and screen-reader behaviour come from the platform.
 * `className` sizes the wrapper (e.g. a width); the select fills it.
 */
export function Select({
  className,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <div className={cn("relative w-full", className)}>
      <select
        ref={ref}
        className="h-10 w-full appearance-none rounded-lg border border-line bg-surface pr-9 pl-3 text-sm text-fg focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-500/30 disabled:opacity-60 aria-[invalid=true]:border-red-500"
        {...props}
      />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
    </div>
  );
}
