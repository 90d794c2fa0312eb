/** The `<option>`s of a select, one per entry of a value -> label map, in the map's order. */
export function LabelOptions({ labels }: { labels: Readonly<Record<string, string>> }) {
  return Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
