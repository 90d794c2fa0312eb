import type { TAdminStats } from "@crewlance/contracts/admin";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, Ban, type LucideIcon, UserPlus, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { adminStatsQuery } from "../admin-api";

type Tile = {
  label: string;
  icon: LucideIcon;
  value: (stats: TAdminStats) => number;
  detail: (s: TAdminStats) => string;
};

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

const TILES: Tile[] = [
  {
    label: "Users",
    icon: Users,
    value: (s) => s.users.total,
    detail: (s) =>
      `${plural(s.users.freelancers, "freelancer")} · ${plural(s.users.companies, "company", "companies")} · ${plural(s.users.admins, "admin")}`,
  },
  {
    label: "New in the last 7 days",
    icon: UserPlus,
    value: (s) => s.users.newLast7Days,
    detail: (s) =>
      `${s.users.onboarded.toLocaleString()} of ${s.users.total.toLocaleString()} finished onboarding · ${plural(s.users.unverifiedEmail, "unverified email")}`,
  },
  {
    label: "Suspended",
    icon: Ban,
    value: (s) => s.users.suspended,
    // About the suspended accounts only; the unverified emails belong with onboarding above.
    detail: (s) =>
      s.users.suspended === 0 ? "No account is suspended" : "Cannot sign in until an admin restores them",
  },
  {
    label: "Companies to verify",
    icon: BadgeCheck,
    value: (s) => s.companies.awaitingVerification,
    detail: (s) => `${s.companies.verified.toLocaleString()} verified so far`,
  },
];

/** Platform counts from GET /admin/stats (spec B11: user and volume counts). */
export function AdminStatTiles() {
  const query = useQuery(adminStatsQuery);
  return (
    <section aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="sr-only">
        Platform numbers
      </h2>
      {query.isError ? (
        <div className="rounded-2xl border border-line bg-surface p-4 text-sm text-muted">
          <p role="alert">The platform numbers could not be loaded.</p>
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          {TILES.map(({ label, icon: Icon, value, detail }) => (
            <div key={label} className="flex flex-col rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
              <dt className="flex items-start justify-between gap-2 text-sm font-medium text-muted">
                {label}
                <span className="hidden size-8 shrink-0 place-items-center rounded-lg bg-amber-100 text-amber-700 sm:grid dark:bg-amber-500/15 dark:text-amber-300">
                  <Icon className="size-4" aria-hidden />
                </span>
              </dt>
              {query.data ? (
                <dd className="mt-1 flex flex-1 flex-col">
                  <span className="text-2xl font-semibold tracking-tight text-fg tabular-nums sm:text-3xl">
                    {value(query.data).toLocaleString()}
                  </span>
                  <span className="mt-1 text-xs text-muted">{detail(query.data)}</span>
                </dd>
              ) : (
                <dd className="mt-2 space-y-2">
                  <span className="sr-only">Loading</span>
                  <Skeleton className="h-8 w-16" />
                  <Skeleton className="h-3 w-3/4" />
                </dd>
              )}
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
