import { formatAmount } from "@crewlance/contracts/format-amount";
import { ArrowDownLeft, Lock, type LucideIcon, Receipt, Wallet } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";

// A new wallet is truly empty: every balance starts at zero until money first moves.
const BALANCES: ReadonlyArray<{ label: string; hint: string; icon: LucideIcon }> = [
  { label: "Available balance", hint: "Ready to spend or withdraw", icon: Wallet },
  { label: "Held in escrow", hint: "Funded milestones awaiting approval", icon: Lock },
  { label: "Pending withdrawal", hint: "On its way to your bank", icon: ArrowDownLeft },
];

export default function WalletScreen() {
  return (
    <>
      <PageHeader title="Wallet" description="Your balance in INR, escrow and payouts." />
      <section aria-label="Balances" className="mb-6 grid gap-4 sm:grid-cols-3">
        {BALANCES.map(({ label, hint, icon: Icon }) => (
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
      <EmptyState
        icon={Receipt}
        title="No transactions yet"
        description="Deposits, escrow funding, releases and withdrawals will be listed here, with a chart of your earnings or spending."
      />
    </>
  );
}
