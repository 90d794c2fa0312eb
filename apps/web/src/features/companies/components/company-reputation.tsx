import { formatPaise } from "@crewlance/contracts/money";
import type { TCompanyReputation } from "@crewlance/contracts/reputation";
import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-muted px-3 py-2.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-fg">{value}</dd>
    </div>
  );
}

/** The figures a task's company card shows, beside the company's profile. */
export function CompanyReputation({
  reputation,
  action,
  className,
}: {
  reputation: TCompanyReputation;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn("p-5", className)} aria-label="Reputation" role="region">
      <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">Reputation</h2>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        <Figure
          label="Rating"
          value={
            reputation.averageRating === null
              ? "No reviews yet"
              : `${reputation.averageRating.toFixed(1)} (${reputation.reviewsCount})`
          }
        />
        <Figure label="Tasks posted" value={String(reputation.tasksPosted)} />
        <Figure label="Hire rate" value={`${Math.round(reputation.hireRate * 100)}%`} />
        <Figure label="Total paid out" value={formatPaise(reputation.totalPaidOut)} />
      </dl>
      <p
        className={cn(
          "mt-3 flex items-center gap-1.5 text-sm font-medium",
          reputation.paymentVerified ? "text-emerald-700 dark:text-emerald-400" : "text-muted",
        )}
      >
        <ShieldCheck className="size-4" aria-hidden />
        {reputation.paymentVerified ? "Payment verified" : "Payment not verified yet"}
      </p>
      {action}
    </Card>
  );
}
