import { ShieldCheck } from "lucide-react";
import { cn } from "@/lib/cn";

/** One figure of a company's record (tasks posted, hire rate, paid out), on a task's card and the company's page. */
export function CompanyFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-muted px-3 py-2.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-fg">{value}</dd>
    </div>
  );
}

/** Whether the company's payment method is verified, under its figures. */
export function PaymentVerifiedLine({ verified }: { verified: boolean }) {
  return (
    <p
      className={cn(
        "mt-3 flex items-center gap-1.5 text-sm font-medium",
        verified ? "text-emerald-700 dark:text-emerald-400" : "text-muted",
      )}
    >
      <ShieldCheck className="size-4" aria-hidden />
      {verified ? "Payment verified" : "Payment not verified yet"}
    </p>
  );
}
