// CSV as RFC 4180 describes it, made safe to open in a spreadsheet: Excel and LibreOffice run a
// cell that starts with = + - @ (or a tab / carriage return before one) as a formula, so such a
// cell gets a leading apostrophe, which the spreadsheet shows as text (OWASP "CSV injection").

/** The byte order mark Excel needs to read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';
/** RFC 4180 ends every record with CRLF. */
export const CSV_EOL = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula starts escaped, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are ours (ids, years): a negative one is still a number, not a formula.
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record with its CRLF. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(',') + CSV_EOL;
}
