// Aadhaar (the applicant's document number): 12 digits, the last a Verhoeff check digit over the
// first eleven. Stored whole; every list and export shows it masked, only the applicant page shows
// it whole to users who may edit applications.

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

/** The Verhoeff check digit to append to a string of digits. */
export function verhoeffDigit(digits: string): number {
  let c = 0;
  [...digits].reverse().forEach((digit, i) => {
    c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][Number(digit)]];
  });
  return VERHOEFF_INV[c];
}

export const AADHAAR_MESSAGE = 'Document number must be 12 digits with a valid check digit.';

/** 12 digits whose last is the Verhoeff check digit of the first eleven. */
export function isValidAadhaar(value: string): boolean {
  return /^\d{12}$/.test(value) && verhoeffDigit(value.slice(0, 11)) === Number(value[11]);
}

/** XXXX-XXXX-1234: only the last four digits show; '' for none. */
export function maskAadhaar(value: string | null | undefined): string {
  if (!value) return '';
  return `XXXX-XXXX-${value.slice(-4)}`;
}
