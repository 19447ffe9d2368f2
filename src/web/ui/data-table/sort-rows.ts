import type { DataTableColumn, DataTableSorting } from './types';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * Sorts a loaded page by the table's sorting, for lists whose endpoint has no sort parameter.
 * Uses each column's `sortValue`; columns without one keep the server order. Empty values go last.
 */
export function sortRows<T>(rows: readonly T[], sorting: DataTableSorting, columns: readonly DataTableColumn<T>[]): T[] {
  const sort = sorting[0];
  const value = sort ? columns.find((column) => column.id === sort.id)?.sortValue : undefined;
  if (!sort || !value) return [...rows];
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const emptyA = a.key === null || a.key === undefined || a.key === '';
      const emptyB = b.key === null || b.key === undefined || b.key === '';
      if (emptyA !== emptyB) return emptyA ? 1 : -1;
      const order = compare(a.key, b.key);
      return (sort.desc ? -order : order) || a.index - b.index;
    })
    .map((entry) => entry.row);
}
