import { formatDateTime, formatRelativeTime } from "@/lib/format";

/** '5 minutes ago', with the moment itself as the hover title. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(new Date(iso))} className={className}>
      {formatRelativeTime(iso)}
    </time>
  );
}
