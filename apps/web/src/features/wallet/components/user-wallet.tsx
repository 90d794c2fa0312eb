import { ArrowUpRight, Plus } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { TaxDocumentsCard } from "../tax/tax-documents-card";
import { AddFundsDialog } from "./add-funds-dialog";
import { BalanceCards } from "./balance-cards";
import { InvoicesPanel } from "./invoices-panel";
import { MonthlyChart } from "./monthly-chart";
import { TransactionsPanel } from "./transactions-panel";
import { WithdrawDialog } from "./withdraw-dialog";
import { WithdrawalsCard } from "./withdrawals-card";

const DESCRIPTION = {
  FREELANCER: "Your earnings in INR, your withdrawals and every receipt.",
  COMPANY: "Your balance in INR, money held in escrow and every receipt.",
} as const;

/**
 * A freelancer's or a company's wallet: balances, withdraw, history and the monthly chart; a
 * company also adds funds (it funds milestones). A freelancer is paid through milestones and has
 * nothing to fund, so their wallet offers no "Add funds" (decision 0079).
 */
export function UserWallet({ role }: { role: "FREELANCER" | "COMPANY" }) {
  const funds = role === "COMPANY";
  const [dialog, setDialog] = useState<"add" | "withdraw" | null>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <>
      <PageHeader
        title="Wallet"
        description={DESCRIPTION[role]}
        actions={
          <>
            <Button variant={funds ? "secondary" : "primary"} onClick={() => setDialog("withdraw")}>
              <ArrowUpRight className="size-4" aria-hidden />
              Withdraw
            </Button>
            {funds ? (
              <Button onClick={() => setDialog("add")}>
                <Plus className="size-4" aria-hidden />
                Add funds
              </Button>
            ) : null}
          </>
        }
      />
      <BalanceCards role={role} />
      {/* Phone: chart, history, withdrawals. Wide: the history on the left, the chart and withdrawals beside it. */}
      <div className="grid items-start gap-6 xl:grid-cols-3">
        <div className="min-w-0 xl:col-start-3 xl:row-start-1">
          <MonthlyChart role={role} />
        </div>
        <div className="min-w-0 xl:col-span-2 xl:col-start-1 xl:row-span-2 xl:row-start-1">
          <TransactionsPanel />
        </div>
        <div className="min-w-0 xl:col-start-3 xl:row-start-2">
          <WithdrawalsCard />
        </div>
        <div className="min-w-0 xl:col-span-3">
          <TaxDocumentsCard role={role} />
        </div>
      </div>
      <InvoicesPanel />
      {funds ? <AddFundsDialog open={dialog === "add"} onOpenChange={close} /> : null}
      <WithdrawDialog open={dialog === "withdraw"} onOpenChange={close} />
    </>
  );
}
