// Aadhaar (the applicant's document number): 12 digits, the last a Verhoeff check digit over the
// first eleven. Stored whole; every list and export shows it masked, only the applicant page shows
// it whole to users who may edit applications.

// Verhoeff's scheme works in the dihedral group D5: 0–4 are its rotations, 5–9 its reflections.
const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** j·k in D5. */
function d5Product(j: number, k: number): number {
  if (j < 5) return k < 5 ? (j + k) % 5 : 5 + ((j + k) % 5);
  return k < 5 ? 5 + ((j - k) % 5) : (j - k + 5) % 5;
}
const VERHOEFF_D = DIGITS.map((j) => DIGITS.map((k) => d5Product(j, k)));
/** The position permutation, applied i times to the digit at position i (its powers repeat after 8). */
const VERHOEFF_STEP = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const VERHOEFF_P = [DIGITS];
while (VERHOEFF_P.length < 8) VERHOEFF_P.push(VERHOEFF_P[VERHOEFF_P.length - 1].map((digit) => VERHOEFF_STEP[digit]));
const VERHOEFF_INV = DIGITS.map((j) => (j < 5 ? (5 - j) % 5 : j));

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
