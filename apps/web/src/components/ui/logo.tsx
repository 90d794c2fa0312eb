import logoUrl from "@/assets/logo.svg";
import { cn } from "@/lib/cn";

export function Logo({ className, withName = true }: { className?: string; withName?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight text-fg", className)}>
      <img src={logoUrl} alt="" width={32} height={32} className="size-8" />
      {withName ? <span className="text-lg">Crewlance</span> : null}
    </span>
  );
}
