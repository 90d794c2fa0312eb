import type { TAdminActivity } from "@crewlance/contracts/dashboard";
import { Activity, Banknote, Scale, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Amount } from "@/components/amount";
import { EmptyState } from "@/components/empty-state";
import { RelativeTime } from "@/components/relative-time";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

const ICONS = { SIGN_UP: UserPlus, DISPUTE: Scale, WITHDRAWAL: Banknote } as const;

function ActivityBody({ item }: { item: TAdminActivity }) {
  const Icon = ICONS[item.kind];
  return (
    <>
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-amber-50 text-amber-700 dark:bg-amber-500/10 dark:text-amber-300">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium break-words text-fg">{item.title}</span>
        <span className="block text-xs text-muted">
          {item.amount !== null ? (
            <>
              <Amount paise={item.amount} /> ·{" "}
            </>
          ) : null}
          {item.detail} · <RelativeTime iso={item.createdAt} />
        </span>
      </span>
    </>
  );
}

/** What happened last on the platform: sign-ups, disputes opened and withdrawals asked for, newest first. */
export function AdminActivity({ items }: { items: TAdminActivity[] | undefined }) {
  return (
    <Card className="flex flex-col p-0">
      <div className="px-5 pt-5 pb-3">
        <h2 className="text-base font-semibold text-fg">Recent activity</h2>
        <p className="text-sm text-muted">Sign-ups, disputes and withdrawal requests</p>
      </div>
      {!items ? (
        <div className="space-y-2 px-5 pb-5">
          <span className="sr-only">Loading</span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-12" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <div className="px-5 pb-5">
          <EmptyState
            compact
            icon={Activity}
            title="All quiet"
            description="New accounts, disputes and withdrawal requests show up here as they happen."
          />
        </div>
      ) : (
        <ul className="border-t border-line">
          {items.map((item) => (
            <li key={item.id} className="border-b border-line last:border-0">
              {item.link ? (
                <Link
                  to={item.link}
                  className="flex items-start gap-3 px-5 py-3 transition-colors hover:bg-surface-muted"
                >
                  <ActivityBody item={item} />
                </Link>
              ) : (
                <div className="flex items-start gap-3 px-5 py-3">
                  <ActivityBody item={item} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
