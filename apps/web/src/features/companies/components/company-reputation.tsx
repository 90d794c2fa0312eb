import { formatPaise } from "@crewlance/contracts/money";
import type { TCompanyReputation } from "@crewlance/contracts/reputation";
import type { ReactNode } from "react";
import { CompanyFigure, PaymentVerifiedLine } from "@/components/company-figures";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

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
        <CompanyFigure
          label="Rating"
          value={
            reputation.averageRating === null
              ? "No reviews yet"
              : `${reputation.averageRating.toFixed(1)} (${reputation.reviewsCount})`
          }
        />
        <CompanyFigure label="Tasks posted" value={String(reputation.tasksPosted)} />
        <CompanyFigure label="Hire rate" value={`${Math.round(reputation.hireRate * 100)}%`} />
        <CompanyFigure label="Total paid out" value={formatPaise(reputation.totalPaidOut)} />
      </dl>
      <PaymentVerifiedLine verified={reputation.paymentVerified} />
      {action}
    </Card>
  );
}
