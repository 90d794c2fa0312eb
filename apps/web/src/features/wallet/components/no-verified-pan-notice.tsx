import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";

/** Shown before a freelancer without a verified PAN withdraws: the higher TDS rate (decision 0086). */
export function NoVerifiedPanNotice() {
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-900 dark:border-orange-500/30 dark:bg-orange-500/10 dark:text-orange-200"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        You have no verified PAN: tax (TDS) is withheld at 5% instead of 0.1% on payments released to you.{" "}
        <Link to="/settings/tax" className="font-medium underline underline-offset-2">
          Add and verify your PAN
        </Link>
        .
      </span>
    </p>
  );
}
