import type { TRole } from "@crewlance/contracts/enums";
import { formatAmount } from "@crewlance/contracts/money";
import { ArrowDownLeft, BadgeIndianRupee, Lock, type LucideIcon, Receipt, Wallet } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { useViewerRole } from "@/lib/viewer-role";

type Balance = { label: string; hint: string; icon: LucideIcon };

const AVAILABLE = { label: "Available balance", icon: Wallet } as const;
const PENDING: Balance = { label: "Pending withdrawal", hint: "On its way to your bank", icon: ArrowDownLeft };

// Escrow is the company's (spec B6): a freelancer sees what was released to them instead.
const BY_ROLE: Record<TRole, { description: string; balances: Balance[]; history: string }> = {
  FREELANCER: {
    description: "Your earnings in INR and your withdrawals.",
    balances: [
      { ...AVAILABLE, hint: "Ready to withdraw" },
      PENDING,
      { label: "Earned in total", hint: "Released to you from approved milestones", icon: BadgeIndianRupee },
    ],
    history: "Milestone payments and withdrawals will be listed here, with a chart of your earnings.",
  },
  COMPANY: {
    description: "Your balance in INR, escrow and payments.",
    balances: [
      { ...AVAILABLE, hint: "Ready to fund milestones" },
      { label: "Held in escrow", hint: "Funded milestones awaiting your approval", icon: Lock },
      PENDING,
    ],
    history: "Deposits, escrow funding, releases and refunds will be listed here, with a chart of your spending.",
  },
  ADMIN: {
    description: "Your own wallet. Administrator accounts take no part in payments.",
    balances: [{ ...AVAILABLE, hint: "Nothing moves here in the normal course" }, PENDING],
    history: "Transactions of this account, if any, will be listed here.",
  },
};

export default function WalletScreen() {
  const { description, balances, history } = BY_ROLE[useViewerRole()];
  return (
    <>
      <PageHeader title="Wallet" description={description} />
      <section aria-label="Balances" className="mb-6 grid gap-4 sm:grid-cols-3">
        {/* A new wallet is truly empty: every balance starts at zero until money first moves. */}
        {balances.map(({ label, hint, icon: Icon }) => (
          <Card key={label} className="p-5">
            <div className="flex items-center justify-between">
              <p className="text-sm font-medium text-muted">{label}</p>
              <Icon className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
            </div>
            <p className="mt-2 text-2xl font-semibold tracking-tight text-fg tabular-nums">{formatAmount(0)}</p>
            <p className="mt-1 text-xs text-muted">{hint}</p>
          </Card>
        ))}
      </section>
      <EmptyState icon={Receipt} title="No transactions yet" description={history} />
    </>
  );
}
