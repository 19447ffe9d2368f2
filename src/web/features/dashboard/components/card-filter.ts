import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DASHBOARD_DATES, type DashboardFilterParams } from '../../../../shared/contract/dashboard';

// A card's footer filters live in the address, one set per card (`source.departmentId=3`), so Back
// from View All and a reload show the same figures.

export const CARD_FILTER_NAMES = ['departmentId', 'jobId', 'branchId', 'date'] as const;
export type CardFilterName = (typeof CARD_FILTER_NAMES)[number];
export type CardFilterValues = Readonly<Record<CardFilterName, string>>;

/** An address value the filter can take ('' for none): ids are whole numbers, dates one of the choices. */
function accepted(name: CardFilterName, value: string | null): string {
  if (!value) return '';
  if (name === 'date') return (DASHBOARD_DATES as readonly string[]).includes(value) && value !== 'all' ? value : '';
  return /^[1-9]\d*$/.test(value) ? value : '';
}

export interface CardFilter {
  /** Each filter's value as the selects show it ('' for none). */
  values: CardFilterValues;
  /** What the card's endpoint is sent: the chosen filters only. */
  params: DashboardFilterParams;
  set: (name: CardFilterName, value: string) => void;
}

/** The filters of the card whose address parameters start with `prefix.`. */
export function useCardFilter(prefix: string): CardFilter {
  const [searchParams, setSearchParams] = useSearchParams();
  const entries = CARD_FILTER_NAMES.map((name) => [name, accepted(name, searchParams.get(`${prefix}.${name}`))] as const);
  const values = Object.fromEntries(entries) as CardFilterValues;
  const params: DashboardFilterParams = Object.fromEntries(entries.filter(([, value]) => value !== ''));
  const set = useCallback(
    (name: CardFilterName, value: string) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value && value !== 'all') next.set(`${prefix}.${name}`, value);
          else next.delete(`${prefix}.${name}`);
          return next;
        },
        { preventScrollReset: true },
      ),
    [prefix, setSearchParams],
  );
  return { values, params, set };
}

/** The address with only the given parameters that hold a value. */
export function withQuery(path: string, query: Readonly<Record<string, string | number | null | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
