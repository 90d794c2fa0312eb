/*
 * CSV the money exports share (the statement, the invoices): quoted text cells, rupees with two
 * decimals, CRLF rows with a header, so a spreadsheet opens each the same way.
 */

/** A text cell: quoted, quotes doubled, and a leading = + - @ defused so a spreadsheet never runs it. */
export function csvCell(value: string | null): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Paise as rupees, exactly: 12345 → "123.45". */
export function csvRupees(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** The header and the rows, each line ended by CRLF. */
export function csvDocument(columns: readonly string[], rows: readonly string[][]): string {
  return `${[columns.join(","), ...rows.map((row) => row.join(","))].join("\r\n")}\r\n`;
}
