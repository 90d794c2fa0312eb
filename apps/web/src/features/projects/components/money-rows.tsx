/** The money rows of a dialog: each line, then the total under a rule. */
export function MoneyRows({ rows, total }: { rows: Array<[string, string]>; total: [string, string] }) {
  return (
    <dl className="space-y-1.5 rounded-xl border border-line bg-surface-muted/60 p-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium text-fg tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-line pt-2">
        <dt className="font-semibold text-fg">{total[0]}</dt>
        <dd className="font-semibold text-fg tabular-nums">{total[1]}</dd>
      </div>
    </dl>
  );
}
