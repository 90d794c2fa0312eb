import { PageHeader } from "@/components/page-header";
import { TaxReturnsCard } from "../tax/tax-returns-card";
import { AdjustmentForm } from "./adjustment-form";
import { AuditLog } from "./audit-log";
import { LedgerCheckCard } from "./ledger-check-card";
import { WithdrawalQueue } from "./withdrawal-queue";

/** An administrator's /wallet: the platform's money, where every action lands in the audit log. */
export function AdminMoney() {
  return (
    <>
      <PageHeader
        title="Platform money"
        description="Pay out withdrawals, check the ledger and make adjustments. Every action is recorded in the audit log."
      />
      <div className="grid items-start gap-6 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          <WithdrawalQueue />
        </div>
        <div className="min-w-0">
          <LedgerCheckCard />
        </div>
        <div className="min-w-0 xl:col-span-2">
          <AuditLog />
        </div>
        <div className="min-w-0 xl:col-start-3 xl:row-start-2">
          <AdjustmentForm />
        </div>
        <div className="min-w-0 xl:col-start-3">
          <TaxReturnsCard />
        </div>
      </div>
    </>
  );
}
