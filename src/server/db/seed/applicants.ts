import { FIRST_NAMES, LAST_NAMES } from './names';
import type { Rng } from './random';
import { verhoeffDigit } from '../../../shared/rules/aadhaar';

// Made-up applicant identities. Aadhaar numbers are shaped like real ones (12 digits, not starting
// with 0 or 1, Verhoeff check digit) so validation and masking behave as with real data.

export function aadhaarNumber(rng: Rng): string {
  const body = `${rng.int(2, 9)}${Array.from({ length: 10 }, () => rng.int(0, 9)).join('')}`;
  return `${body}${verhoeffDigit(body)}`;
}

export interface Identity {
  firstName: string;
  lastName: string;
  applicantEmail: string;
  phoneNumber: string;
}

const emailPart = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** `serial` keeps e-mails unique even when two applicants share a name. */
export function identity(rng: Rng, serial: number): Identity {
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  // Reserved domains only (RFC 2606), so no real mailbox ever receives demo mail.
  const domain = rng.pick(['example.com', 'example.org', 'example.net', 'mail.example.in']);
  return {
    firstName,
    lastName,
    applicantEmail: `${emailPart(firstName)}.${emailPart(lastName)}${serial}@${domain}`,
    phoneNumber: `+91 ${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
  };
}
