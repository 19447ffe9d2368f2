import { isValid, parseISO } from 'date-fns';
// Names live apart from the date formats: the shell shows names and must not carry date-fns.
export { fullName, type PersonName } from './person-name';

export type DateInput = string | number | Date | null | undefined;

/** A Date from an ISO string ('2024-05-01' is local midnight, not UTC), a timestamp or a Date. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/**
 * The local day, month and year of a date, zero-padded as date-fns' dd, MM and yyyy would give
 * them: its format() would bring its whole formatter and English locale onto every list page.
 */
function dayMonthYear(date: Date): { dd: string; mm: string; yyyy: string } {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return { dd: pad(date.getDate(), 2), mm: pad(date.getMonth() + 1, 2), yyyy: pad(date.getFullYear(), 4) };
}

/** DD/MM/YYYY (job tables and most screens); '' for a missing or invalid date. */
export function formatDateDMY(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const { dd, mm, yyyy } = dayMonthYear(date);
  return `${dd}/${mm}/${yyyy}`;
}

/** MM/DD/YYYY (referral tables); '' for a missing or invalid date. */
export function formatDateMDY(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const { dd, mm, yyyy } = dayMonthYear(date);
  return `${mm}/${dd}/${yyyy}`;
}

/** 'fresher' when the experience is zero or empty, otherwise 'N year'. */
export function experienceLabel(years: number | string | null | undefined): string {
  if (years === null || years === undefined) return 'fresher';
  const text = String(years).trim();
  if (text === '' || Number(text) === 0) return 'fresher';
  return `${text} year`;
}
