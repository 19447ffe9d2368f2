// CSV as RFC 4180 describes it, made safe to open in a spreadsheet: Excel runs a cell that starts
// with = + - @ (or a tab / carriage return before one) as a formula, so such a cell gets a leading
// apostrophe, which the spreadsheet shows as text (OWASP "CSV injection"). One exception: a phone
// number written the way people write one (see `isInertPhoneNumber`), which a spreadsheet can
// neither run nor compute, goes out as it is, so it does not read '+91 98744 96459.
import { calendarDayIn } from './calendar-day';

/** The byte order mark Excel needs to read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';
/** RFC 4180 ends every record with CRLF. */
export const CSV_EOL = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A plus, then only digits, spaces, hyphens, dots and at most one (…) group. */
const PHONE_SHAPE = /^\+[\d .-]*(\([\d .-]*\))?[\d .-]*$/;
/**
 * Two numbers side by side with no operator between them: "91 98765", "1 (555)", "(555) 123".
 * Excel has no operator for that between numbers, so the formula does not parse and Excel keeps
 * the text; without it ("+1-800-555-0199", "+919876500001") Excel would compute a number.
 */
const OPERANDS_SIDE_BY_SIDE = /\d +\d|\d *\(|\) *\d/;
const PHONE_MIN_DIGITS = 7;

/**
 * A cell that starts with + but is wholly a phone number that no spreadsheet can run or compute:
 * no letter (so no function, name or cell reference), no quote, colon, comma, bar or bang (no
 * string, range, union or DDE call), at least 7 digits, and two numbers side by side somewhere.
 */
export function isInertPhoneNumber(value: string): boolean {
  if (!PHONE_SHAPE.test(value) || !OPERANDS_SIDE_BY_SIDE.test(value)) return false;
  return value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;
}

/** One cell: formula starts escaped, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are ours (ids, years): a negative one is still a number, not a formula.
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) && !isInertPhoneNumber(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record with its CRLF. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(',') + CSV_EOL;
}

/**
 * Every export's date cell: ISO 8601 (YYYY-MM-DD), whatever format the screens use, so that every
 * spreadsheet in every locale reads the same day. A calendar day ('YYYY-MM-DD', a date column) is
 * already that; an instant is its day in the workspace's time zone.
 */
export function csvDate(day: string): string;
export function csvDate(day: string | null): string | null;
export function csvDate(instant: Date, timeZone: string): string;
export function csvDate(value: string | Date | null, timeZone?: string): string | null {
  if (value === null || typeof value === 'string') return value;
  return calendarDayIn(timeZone ?? 'UTC', value);
}
