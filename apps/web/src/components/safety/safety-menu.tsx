import { useQuery } from "@tanstack/react-query";
import { Ban, Flag, MoreHorizontal } from "lucide-react";
import { useState } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { blockStateQuery } from "@/lib/safety/api";
import { useAuthStore } from "@/lib/session/auth-store";
import { BlockDialog } from "./block-dialog";
import { ReportDialog, type ReportTarget } from "./report-dialog";

type SafetyMenuProps = {
  /** The menu button's accessible name ("More actions for Ravi Kumar"). */
  label: string;
  /** What "Report" reports; left out, the menu has no Report. */
  report?: ReportTarget;
  /** Whom "Block" blocks (a profile, a direct chat); left out, no Block. */
  person?: { userId: string; name: string };
  /** Who owns the item: nobody reports or blocks themselves, so the menu is not shown to them. */
  ownerId?: string;
  className?: string;
};

/**
 * The "More" menu (⋯) that holds Report and Block on a profile, a task, a review, a team, a
 * proposal or an offer (decision 0092). A keyboard reaches it like any button; the block state is
 * asked only when the menu opens.
 */
export function SafetyMenu({ label, report, person, ownerId, className }: SafetyMenuProps) {
  const myId = useAuthStore((state) => state.user?.id);
  const [menuOpen, setMenuOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const blockState = useQuery({
    ...blockStateQuery(person?.userId ?? ""),
    enabled: Boolean(person) && (menuOpen || blocking),
  });
  if (!myId || ownerId === myId || person?.userId === myId || (!report && !person)) return null;
  const blocked = blockState.data?.blocked ?? false;
  return (
    <>
      <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenuTrigger
          aria-label={label}
          className={cn(
            "grid size-9 shrink-0 place-items-center rounded-lg border border-line bg-surface text-muted hover:bg-surface-muted hover:text-fg",
            className,
          )}
        >
          <MoreHorizontal className="size-4" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-48">
          {report ? (
            <DropdownMenuItem onSelect={() => setReporting(true)}>
              <Flag className="size-4" aria-hidden />
              Report
            </DropdownMenuItem>
          ) : null}
          {person ? (
            <DropdownMenuItem
              disabled={blockState.isPending}
              onSelect={() => setBlocking(true)}
              className={blocked ? undefined : "text-red-700 dark:text-red-400"}
            >
              <Ban className="size-4" aria-hidden />
              {blocked ? "Unblock" : "Block"}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {report ? <ReportDialog {...report} open={reporting} onOpenChange={setReporting} /> : null}
      {person ? <BlockDialog {...person} block={!blocked} open={blocking} onOpenChange={setBlocking} /> : null}
    </>
  );
}
