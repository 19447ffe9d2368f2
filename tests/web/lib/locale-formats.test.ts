import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_HOST, setHost } from '../../../src/web/host/teams';
import { formatAmount, formatNumber, formatRelativeTime, userLocale } from '../../../src/web/lib/locale-formats';

const inTeams = (locale: string) => setHost({ ...BROWSER_HOST, inTeams: true, locale });

afterEach(() => {
  setHost(BROWSER_HOST);
  vi.unstubAllGlobals();
});

describe("the user's locale", () => {
  it("is Teams' app.locale inside Teams (in its canonical case), else the browser's language", () => {
    vi.stubGlobal('navigator', { language: 'fr-FR' });
    expect(userLocale()).toBe('fr-FR');
    inTeams('de-de');
    expect(userLocale()).toBe('de-DE');
  });

  it("falls back to the browser's language when Teams' locale is not a language tag", () => {
    vi.stubGlobal('navigator', { language: 'en-GB' });
    inTeams('not a locale!');
    expect(userLocale()).toBe('en-GB');
  });
});

describe('numbers, amounts and relative times in that locale', () => {
  it("writes amounts in the workspace's currency as the locale writes money, whole amounts without decimals", () => {
    inTeams('en-IN');
    expect(formatAmount(250000, 'INR')).toBe('₹2,50,000');
    inTeams('de-DE');
    expect(formatAmount(1250.5, 'EUR')).toBe('1.250,50\u00a0€');
    inTeams('en-US');
    expect(formatAmount(500, 'USD')).toBe('$500');
    expect(formatAmount(25000, 'INR')).toBe('₹25,000');
  });

  it('writes the number alone while the currency is not known, rather than a wrong symbol', () => {
    inTeams('en-US');
    expect(formatAmount(25000, null)).toBe('25,000');
  });

  it("groups counts the locale's way", () => {
    inTeams('de-DE');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(2.25, { maximumFractionDigits: 1 })).toBe('2,3');
  });

  it('says how long ago in the locale, "now" under a minute and never in the future', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    inTeams('en-US');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(20), now)).toBe('now');
    expect(formatRelativeTime(ago(-30), now)).toBe('now');
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    inTeams('de-DE');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('vor 5 Minuten');
  });
});
