import { describe, expect, it } from 'vitest';
import { experienceLabel, formatDateDMY, formatDateMDY, fullName } from '../../../src/web/lib/formats';

describe('date formats (spec 000 §9)', () => {
  it('shows DD/MM/YYYY in job tables', () => {
    expect(formatDateDMY('2024-03-07')).toBe('07/03/2024');
    expect(formatDateDMY(new Date(2024, 11, 25))).toBe('25/12/2024');
  });

  it('shows MM/DD/YYYY in referral tables', () => {
    expect(formatDateMDY('2024-03-07')).toBe('03/07/2024');
  });

  it('keeps a calendar date on its day whatever the time zone', () => {
    expect(formatDateDMY('2024-01-01')).toBe('01/01/2024');
  });

  it('shows nothing for missing or invalid dates', () => {
    expect(formatDateDMY(null)).toBe('');
    expect(formatDateMDY('')).toBe('');
    expect(formatDateDMY('not a date')).toBe('');
  });
});

describe('experience label', () => {
  it("is 'fresher' when zero or empty", () => {
    expect(experienceLabel(0)).toBe('fresher');
    expect(experienceLabel('0')).toBe('fresher');
    expect(experienceLabel('')).toBe('fresher');
    expect(experienceLabel(null)).toBe('fresher');
    expect(experienceLabel(undefined)).toBe('fresher');
  });

  it("is 'N year' otherwise", () => {
    expect(experienceLabel(3)).toBe('3 year');
    expect(experienceLabel('5')).toBe('5 year');
  });
});

describe('full name', () => {
  it('joins first and last name with one space, for candidates and users alike', () => {
    expect(fullName({ firstName: 'Asha', lastName: 'Rao' })).toBe('Asha Rao');
    expect(fullName({ name: 'Dev', lastName: 'Mehta' })).toBe('Dev Mehta');
  });

  it('drops a missing or blank part instead of leaving a stray space', () => {
    expect(fullName({ firstName: 'Asha', lastName: '' })).toBe('Asha');
    expect(fullName({ name: '', lastName: 'Mehta' })).toBe('Mehta');
    expect(fullName({ name: ' Dev ', lastName: null })).toBe('Dev');
  });

  it('is empty for no one', () => {
    expect(fullName(null)).toBe('');
    expect(fullName(undefined)).toBe('');
  });
});
