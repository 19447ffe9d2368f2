import { getHost } from '../host/teams';

// Numbers, amounts and relative times, where the specs fix no format, in the user's locale: the
// one Teams was set to (app.locale), else the browser's. Dates keep the specs' formats (formats.ts).

const FALLBACK_LOCALE = 'en-US';

/** A well-formed BCP 47 tag in its canonical case ('en-us' → 'en-US'), or null. */
function canonical(tag: string | undefined): string | null {
  if (!tag) return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/** The user's locale: Teams' app.locale inside Teams, else the browser's language. */
export function userLocale(): string {
  return canonical(getHost().locale) ?? canonical(globalThis.navigator?.language) ?? FALLBACK_LOCALE;
}

// Building a formatter costs far more than using one: one per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${userLocale()} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(userLocale(), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A count or measure with the locale's digits and grouping (1,234 or 1.234 or 1 234). */
export function formatNumber(value: number, options: Pick<Intl.NumberFormatOptions, 'maximumFractionDigits'> = {}): string {
  return numberFormat(options).format(value);
}

/**
 * An amount in the workspace's currency (ISO 4217), as the user's locale writes money: ₹25,000,
 * $1,250.50, 1.250,50 €. Whole amounts without decimals; null currency (not known yet) gives the
 * number alone rather than a wrong symbol.
 */
export function formatAmount(amount: number, currency: string | null): string {
  const whole = Number.isInteger(amount);
  if (currency === null) return formatNumber(amount, { maximumFractionDigits: whole ? 0 : 2 });
  return numberFormat({ style: 'currency', currency, ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}) }).format(
    amount,
  );
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** How long ago `date` was, in the user's language: "5 minutes ago", "yesterday", "vor 2 Stunden"; "now" under a minute. */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const locale = userLocale();
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  // A server clock a little ahead of the browser's would say "in a few seconds".
  const seconds = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  const [unit, size] = UNITS.find(([, length]) => seconds >= length) ?? ['second', 1];
  return format.format(unit === 'second' ? 0 : -Math.round(seconds / size), unit);
}

/** A moment's full date and time in the user's locale (a title or tooltip; tables keep the specs' dates). */
export function formatDateTime(date: Date): string {
  return new Intl.DateTimeFormat(userLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
