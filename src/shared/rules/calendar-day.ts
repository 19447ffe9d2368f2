// Calendar days as 'YYYY-MM-DD' strings, so "today" means the same thing in the app's time zone on
// the server and in the browser (jobs are active while their expiry date is not before today).

/** One formatter per time zone: creating one costs far more than formatting with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `instant` in `timeZone` (an IANA name such as 'Asia/Kolkata'). */
export function calendarDayIn(timeZone: string, instant: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD. Created before it is stored, so an unknown zone throws every time.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** True for a 'YYYY-MM-DD' that names a real day (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}
