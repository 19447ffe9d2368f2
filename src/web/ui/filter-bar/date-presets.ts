import { format, startOfDay, subDays } from 'date-fns';

export const DATE_PRESETS = [
  'Today',
  'Yesterday',
  'Last 7 days',
  'Last 30 days',
  'Last 90 days',
  'Last 180 days',
  'Custom',
] as const;

export type DatePreset = (typeof DATE_PRESETS)[number];

/** A date range as the API takes it: yyyy-MM-dd, both ends included. */
export interface DateRange {
  fromDate: string;
  toDate: string;
}

export const DATE_FORMAT = 'yyyy-MM-dd';

const LAST_DAYS: Partial<Record<DatePreset, number>> = {
  'Last 7 days': 7,
  'Last 30 days': 30,
  'Last 90 days': 90,
  'Last 180 days': 180,
};

/**
 * The range a preset stands for on the day of `now` (local time). 'Last N days' are the N calendar
 * days ending today, today included. 'Custom' has no range of its own: the user picks the dates.
 */
export function presetRange(preset: DatePreset, now: Date): DateRange | null {
  const today = startOfDay(now);
  const day = (date: Date) => format(date, DATE_FORMAT);
  if (preset === 'Today') return { fromDate: day(today), toDate: day(today) };
  if (preset === 'Yesterday') {
    const yesterday = subDays(today, 1);
    return { fromDate: day(yesterday), toDate: day(yesterday) };
  }
  const days = LAST_DAYS[preset];
  if (days === undefined) return null;
  return { fromDate: day(subDays(today, days - 1)), toDate: day(today) };
}
