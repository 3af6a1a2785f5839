/** Characters that make a spreadsheet read a cell as a formula (or shift it), per OWASP's CSV injection advice. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: text a spreadsheet would run as a formula gets a leading quote, so it shows as typed;
 * cells holding separators, quotes or line breaks are quoted (RFC 4180).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header row, then the rows, CRLF line ends. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
