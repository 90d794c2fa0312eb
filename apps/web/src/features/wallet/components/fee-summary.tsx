import { formatExactPaise } from "@/lib/format";

type FeeSummaryProps = {
  rows: Array<[label: string, paise: number]>;
  total: [label: string, paise: number];
  note?: string;
};

/**
 * What a money move costs, line by line, before the person confirms it: exact amounts (₹57,750.00),
 * never the rounded short form, since this is what they agree to (decision 0079).
 */
export function FeeSummary({ rows, total, note }: FeeSummaryProps) {
  return (
    <div className="rounded-xl border border-line bg-surface-muted/60 p-4">
      <dl className="space-y-2 text-sm">
        {rows.map(([label, paise]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium text-fg tabular-nums">{formatExactPaise(paise)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-2">
          <dt className="font-semibold text-fg">{total[0]}</dt>
          <dd className="font-semibold text-fg tabular-nums">{formatExactPaise(total[1])}</dd>
        </div>
      </dl>
      {note ? <p className="mt-3 text-xs text-muted">{note}</p> : null}
    </div>
  );
}
