import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn("animate-pulse rounded-lg bg-surface-muted", className)} {...props} />;
}

type SkeletonListProps = {
  /** What is loading, for screen readers ("Loading tasks"). */
  label: string;
  count: number;
  /** The list's layout: the same as the loaded list's, so nothing moves when the rows arrive. */
  className?: string;
  /** Each placeholder's size and shape: the height of a loaded row. */
  itemClassName: string;
};

/** Placeholder rows in the loaded list's layout while a list loads. */
export function SkeletonList({ label, count, className, itemClassName }: SkeletonListProps) {
  return (
    <ul className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={index}>
          <Skeleton className={itemClassName} />
        </li>
      ))}
    </ul>
  );
}
