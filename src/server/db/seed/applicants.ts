import { FIRST_NAMES, LAST_NAMES } from './names';
import type { Rng } from './random';

// Made-up applicant identities. Aadhaar numbers are shaped like real ones (12 digits, not starting
// with 0 or 1, Verhoeff check digit) so validation and masking behave as with real data.

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** The Verhoeff check digit for a string of digits. */
export function verhoeffDigit(digits: string): number {
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((digit, i) => {
    c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][Number(digit)]];
  });
  return VERHOEFF_INV[c];
}

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
