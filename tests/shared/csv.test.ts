import { describe, expect, it } from 'vitest';
import { CSV_EOL, csvCell, csvLine } from '../../src/shared/rules/csv';

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
