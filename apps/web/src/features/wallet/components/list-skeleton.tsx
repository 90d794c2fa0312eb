import { Skeleton } from "@/components/ui/skeleton";

/** The rows a wallet list shows while its page loads; `withIcon` for lists whose rows lead with an icon. */
export function ListSkeleton({ label, rows, withIcon = false }: { label: string; rows: number; withIcon?: boolean }) {
  return (
    <ul aria-busy="true" aria-label={label} className="divide-y divide-(--border)">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={index} className="flex items-center gap-4 px-5 py-3">
          {withIcon ? <Skeleton className="size-9 rounded-full" /> : null}
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-20" />
        </li>
      ))}
    </ul>
  );
}
