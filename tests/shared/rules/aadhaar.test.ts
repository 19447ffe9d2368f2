import { describe, expect, it } from 'vitest';
import { isValidAadhaar, maskAadhaar, verhoeffDigit } from '../../../src/shared/rules/aadhaar';

describe('Aadhaar document number', () => {
  it('computes the Verhoeff check digit of the textbook example (236 → 3)', () => {
    expect(verhoeffDigit('236')).toBe(3);
  });

  it('accepts 12 digits ending in their check digit and refuses any single-digit change', () => {
    const body = '23412341234';
    const valid = `${body}${verhoeffDigit(body)}`;
    expect(isValidAadhaar(valid)).toBe(true);
    const wrongCheck = `${body}${(verhoeffDigit(body) + 1) % 10}`;
    expect(isValidAadhaar(wrongCheck)).toBe(false);
    expect(isValidAadhaar(`3${valid.slice(1)}`)).toBe(false);
  });

  it('refuses anything but exactly 12 digits', () => {
    expect(isValidAadhaar('')).toBe(false);
    expect(isValidAadhaar('2341 2341 2346')).toBe(false);
    expect(isValidAadhaar('23412341234')).toBe(false);
    expect(isValidAadhaar('2341234123461')).toBe(false);
  });

  it('masks all but the last four digits as XXXX-XXXX-1234', () => {
    expect(maskAadhaar('234123411234')).toBe('XXXX-XXXX-1234');
    expect(maskAadhaar(null)).toBe('');
  });
});
