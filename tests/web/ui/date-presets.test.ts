import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, presetRange } from '../../../src/web/ui/filter-bar/date-presets';

// A local-time afternoon, so the day does not depend on the machine's time zone.
const now = new Date(2025, 2, 15, 16, 30);

describe('date filter presets', () => {
  it('offers exactly the spec presets in order', () => {
    expect(DATE_PRESETS).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'Last 90 days', 'Last 180 days', 'Custom']);
  });

  it('Today is today only', () => {
    expect(presetRange('Today', now)).toEqual({ fromDate: '2025-03-15', toDate: '2025-03-15' });
  });

  it('Yesterday is the previous day only, across a month boundary too', () => {
    expect(presetRange('Yesterday', now)).toEqual({ fromDate: '2025-03-14', toDate: '2025-03-14' });
    expect(presetRange('Yesterday', new Date(2025, 2, 1, 0, 5))).toEqual({ fromDate: '2025-02-28', toDate: '2025-02-28' });
  });

  it('Last N days are the N days ending today, today included', () => {
    expect(presetRange('Last 7 days', now)).toEqual({ fromDate: '2025-03-09', toDate: '2025-03-15' });
    expect(presetRange('Last 30 days', now)).toEqual({ fromDate: '2025-02-14', toDate: '2025-03-15' });
    expect(presetRange('Last 90 days', now)).toEqual({ fromDate: '2024-12-16', toDate: '2025-03-15' });
    expect(presetRange('Last 180 days', now)).toEqual({ fromDate: '2024-09-17', toDate: '2025-03-15' });
  });

  it('crosses a leap day correctly', () => {
    expect(presetRange('Last 7 days', new Date(2024, 2, 2, 9))).toEqual({ fromDate: '2024-02-25', toDate: '2024-03-02' });
  });

  it('Custom has no range of its own', () => {
    expect(presetRange('Custom', now)).toBeNull();
  });
});
