// Week buckets for "applications over time": weeks start on Monday, days are 'YYYY-MM-DD'
// calendar days of the app's time zone (the SQL side buckets with the same rule).

const DAY_MS = 86_400_000;

function toTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function toDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The Monday on or before `day`. */
export function mondayOf(day: string): string {
  const time = toTime(day);
  const sinceMonday = (new Date(time).getUTCDay() + 6) % 7;
  return toDay(time - sinceMonday * DAY_MS);
}

/**
 * One entry per week from the week of `firstDay` to the week of `lastDay`, zero where `counts`
 * has none. Weeks of `counts` outside that span widen it, so no application is left out.
 */
export function weeklySeries(
  firstDay: string,
  lastDay: string,
  counts: ReadonlyMap<string, number>,
): { weekStart: string; count: number }[] {
  const weeks = [...counts.keys(), mondayOf(firstDay), mondayOf(lastDay)].sort();
  const series: { weekStart: string; count: number }[] = [];
  for (let time = toTime(weeks[0]); time <= toTime(weeks[weeks.length - 1]); time += 7 * DAY_MS) {
    const weekStart = toDay(time);
    series.push({ weekStart, count: counts.get(weekStart) ?? 0 });
  }
  return series;
}
