import { formatNumber } from '../../../lib/locale-formats';

/** A rate (0–1) as a percent with at most one decimal; '—' when there was nothing to divide by. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : `${formatNumber(rate * 100, { maximumFractionDigits: 1 })}%`);

/** Days as the reports give them (quartiles may be fractions): at most two decimals; '—' for none. */
export const formatDays = (days: number | null) => (days === null ? '—' : formatNumber(days, { maximumFractionDigits: 2 }));
