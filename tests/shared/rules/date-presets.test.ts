import { describe, expect, it } from 'vitest';
import { addDays, datePresetRange, DATE_PRESET_LABELS, DATE_PRESETS, presetOfRange } from '../../../src/shared/rules/date-presets';

describe('date presets (spec §2 shared filter bar: Today … Last 180 days, Custom)', () => {
  it('offers the spec presets in order with its labels', () => {
    expect(DATE_PRESETS.map((preset) => DATE_PRESET_LABELS[preset])).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last 180 days',
      'Custom',
    ]);
  });

  it.each([
    ['today', '2026-11-22', '2026-11-22'],
    ['yesterday', '2026-11-21', '2026-11-21'],
    ['last7', '2026-11-16', '2026-11-22'],
    ['last30', '2026-10-24', '2026-11-22'],
    ['last90', '2026-08-25', '2026-11-22'],
    ['last180', '2026-05-27', '2026-11-22'],
  ] as const)('%s spans its days, today included (spec §9: 7, 30, 90, 180 days)', (preset, fromDate, toDate) => {
    expect(datePresetRange(preset, '2026-11-22')).toEqual({ fromDate, toDate });
  });

  it('crosses month, year and leap-day boundaries by the calendar', () => {
    expect(datePresetRange('yesterday', '2026-01-01')).toEqual({ fromDate: '2025-12-31', toDate: '2025-12-31' });
    expect(datePresetRange('last7', '2028-03-02')).toEqual({ fromDate: '2028-02-25', toDate: '2028-03-02' });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    // A daylight-saving change in the browser's zone does not shift a day.
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
  });

  it('names the preset of a stored range, and Custom for any other range', () => {
    expect(presetOfRange({ fromDate: '2026-11-16', toDate: '2026-11-22' }, '2026-11-22')).toBe('last7');
    expect(presetOfRange({ fromDate: '2026-11-22', toDate: '2026-11-22' }, '2026-11-22')).toBe('today');
    expect(presetOfRange({ fromDate: '2026-11-01', toDate: '2026-11-05' }, '2026-11-22')).toBe('custom');
    expect(presetOfRange({}, '2026-11-22')).toBe('custom');
  });
});
