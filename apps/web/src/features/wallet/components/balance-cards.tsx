import type { TWalletSummary } from "@crewlance/contracts/wallet";
import { useQuery } from "@tanstack/react-query";
import { ArrowUpRight, BadgeIndianRupee, Hourglass, Lock, type LucideIcon, Wallet } from "lucide-react";
import { Amount } from "@/components/amount";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { walletSummaryQuery } from "../api";

type Balance = { key: keyof Omit<TWalletSummary, "currency">; label: string; hint: string; icon: LucideIcon };

const AVAILABLE: Balance = { key: "available", label: "Available", hint: "", icon: Wallet };
const PENDING: Balance = {
  key: "pendingWithdrawal",
  label: "Pending withdrawal",
  hint: "On its way to your bank or UPI",
  icon: Hourglass,
};

/** Escrow is the company's; a freelancer sees what was released to them instead. */
const BALANCES: Record<"FREELANCER" | "COMPANY", Balance[]> = {
  FREELANCER: [
    { ...AVAILABLE, hint: "Ready to withdraw" },
    PENDING,
    {
      key: "lifetimeEarned",
      label: "Earned in total",
      hint: "Released to you from approved milestones",
      icon: BadgeIndianRupee,
    },
  ],
  COMPANY: [
    { ...AVAILABLE, hint: "Ready to fund milestones" },
    { key: "escrow", label: "Held in escrow", hint: "Funded milestones awaiting your approval", icon: Lock },
    PENDING,
    {
      key: "lifetimeSpent",
      label: "Spent in total",
      hint: "Paid out to freelancers, fees included",
      icon: ArrowUpRight,
    },
  ],
};

/** The balances of GET /wallet in the short format; the exact figure on hover and for screen readers. */
export function BalanceCards({ role }: { role: "FREELANCER" | "COMPANY" }) {
  const query = useQuery(walletSummaryQuery);
  const balances = BALANCES[role];
  const columns = balances.length === 4 ? "sm:grid-cols-2 xl:grid-cols-4" : "sm:grid-cols-3";
  if (query.isError) {
    return (
      <Card className="mb-6 flex flex-wrap items-center justify-between gap-3 p-5">
        <p role="alert" className="text-sm text-fg">
          {errorMessage(query.error, "Your balances could not be loaded.")}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  return (
    <section aria-label="Balances" className={`mb-6 grid gap-4 ${columns}`}>
      {balances.map(({ key, label, hint, icon: Icon }, index) => (
        <Card
          key={key}
          className={
            index === 0
              ? "border-amber-300 bg-gradient-to-br from-amber-50 to-surface p-5 dark:border-amber-500/40 dark:from-amber-500/10"
              : "p-5"
          }
        >
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-medium text-muted">{label}</h2>
            <span className="grid size-8 place-items-center rounded-lg bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
              <Icon className="size-4" aria-hidden />
            </span>
          </div>
          {query.data ? (
            <p className="mt-2 text-2xl font-semibold tracking-tight text-fg">
              <Amount paise={query.data[key]} />
            </p>
          ) : (
            <Skeleton className="mt-2 h-8 w-28" />
          )}
          <p className="mt-1 text-xs text-muted">{hint}</p>
        </Card>
      ))}
    </section>
  );
}
