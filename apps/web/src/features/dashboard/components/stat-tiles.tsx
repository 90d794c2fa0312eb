import type { TRole } from "@crewlance/contracts/enums";
import { FolderKanban, Lock, type LucideIcon, TrendingUp, Users } from "lucide-react";
import { cn } from "@/lib/cn";

type Stat = { label: string; icon: LucideIcon; pending: string };

// Each stat names the feature that will feed it; until then it says so instead of showing a number.
const STATS: Record<TRole, Stat[]> = {
  // Applications and open tasks have panels of their own, with real counts (issue 9).
  FREELANCER: [
    { label: "Active projects", icon: FolderKanban, pending: "Shows here when a company hires you." },
    { label: "Earnings", icon: TrendingUp, pending: "Your earnings over time appear after your first payout." },
  ],
  COMPANY: [
    { label: "Active projects", icon: FolderKanban, pending: "Shows here when you hire someone." },
    { label: "Escrow held", icon: Lock, pending: "Funded milestones appear here." },
  ],
  ADMIN: [{ label: "Users and volume", icon: Users, pending: "Platform counts appear here as the marketplace grows." }],
};

export function StatTiles({ role, className }: { role: TRole; className?: string }) {
  return (
    <section aria-label="Your numbers" className={cn("grid gap-3 sm:grid-cols-2 sm:gap-4", className)}>
      {STATS[role].map(({ label, icon: Icon, pending }) => (
        <div key={label} className="rounded-2xl border border-dashed border-line bg-surface/60 p-4 sm:p-5">
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium text-fg">{label}</p>
            <span className="grid size-8 place-items-center rounded-lg bg-surface-muted">
              <Icon className="size-4 text-muted" aria-hidden />
            </span>
          </div>
          <p className="mt-2 text-sm font-medium text-muted sm:mt-3">No data yet</p>
          <p className="mt-0.5 text-xs text-muted">{pending}</p>
        </div>
      ))}
    </section>
  );
}
