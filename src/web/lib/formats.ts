import { format, isValid, parseISO } from 'date-fns';

export type DateInput = string | number | Date | null | undefined;

/** A Date from an ISO string ('2024-05-01' is local midnight, not UTC), a timestamp or a Date. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** DD/MM/YYYY (job tables and most screens); '' for a missing or invalid date. */
export function formatDateDMY(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy') : '';
}

/** MM/DD/YYYY (referral tables); '' for a missing or invalid date. */
export function formatDateMDY(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'MM/dd/yyyy') : '';
}

/** 'fresher' when the experience is zero or empty, otherwise 'N year'. */
export function experienceLabel(years: number | string | null | undefined): string {
  if (years === null || years === undefined) return 'fresher';
  const text = String(years).trim();
  if (text === '' || Number(text) === 0) return 'fresher';
  return `${text} year`;
}

/** A person's name as the API sends it: candidates carry `firstName`, users `name`. */
export interface PersonName {
  firstName?: string | null;
  name?: string | null;
  lastName?: string | null;
}

/** 'First Last', each part trimmed and a missing part dropped (no stray space); '' for no one. */
export function fullName(person: PersonName | null | undefined): string {
  if (!person) return '';
  return [person.firstName ?? person.name, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
