import { formatBadgeCount } from "@crewlance/contracts/badge-count";
import { cn } from "@/lib/cn";

/** Unread count bubble, capped at '99+'; nothing when there is nothing unread. */
export function NotificationBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  const text = formatBadgeCount(count);
  return (
    <span
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-500 px-1.5 text-[11px] font-semibold leading-none text-stone-950 tabular-nums",
        className,
      )}
    >
      <span aria-hidden>{text}</span>
      <span className="sr-only">{`${text} unread`}</span>
    </span>
  );
}
