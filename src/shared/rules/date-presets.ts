// The filter bar's date presets (spec §2 "Shared filter bar", §9: spans of 7, 30, 90 and 180
// days) as application-date ranges. Days are 'YYYY-MM-DD' calendar days, both ends inclusive, so
// "Last 7 days" is today and the six days before it.

/** The presets that count back whole days, today included, and how many: their labels say the number. */
const SPAN_DAYS = { last7: 7, last30: 30, last90: 90, last180: 180 } as const;
type SpanPreset = keyof typeof SPAN_DAYS;
const SPAN_PRESETS = Object.keys(SPAN_DAYS) as SpanPreset[];

export const DATE_PRESETS = ['today', 'yesterday', ...SPAN_PRESETS, 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const spanLabel = (preset: SpanPreset) => `Last ${SPAN_DAYS[preset]} days`;
const SPAN_LABELS = Object.fromEntries(SPAN_PRESETS.map((preset) => [preset, spanLabel(preset)])) as Record<SpanPreset, string>;

export const DATE_PRESET_LABELS: Record<DatePreset, string> = { today: 'Today', yesterday: 'Yesterday', ...SPAN_LABELS, custom: 'Custom' };

export interface DateRange {
  fromDate: string;
  toDate: string;
}

/** `day` moved by `days` whole days (calendar arithmetic in UTC, so no daylight-saving shift). */
export function addDays(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** The range a preset names relative to `today`; Custom has none of its own (the user picks both days). */
export function datePresetRange(preset: Exclude<DatePreset, 'custom'>, today: string): DateRange {
  if (preset === 'today') return { fromDate: today, toDate: today };
  if (preset === 'yesterday') {
    const yesterday = addDays(today, -1);
    return { fromDate: yesterday, toDate: yesterday };
  }
  return { fromDate: addDays(today, 1 - SPAN_DAYS[preset]), toDate: today };
}

/** Which preset a stored range is, so a reloaded address shows the preset the user chose (else Custom). */
export function presetOfRange(range: Partial<DateRange>, today: string): DatePreset {
  for (const preset of DATE_PRESETS) {
    if (preset === 'custom') continue;
    const { fromDate, toDate } = datePresetRange(preset, today);
    if (fromDate === range.fromDate && toDate === range.toDate) return preset;
  }
  return 'custom';
}
