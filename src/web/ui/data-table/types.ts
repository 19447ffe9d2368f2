import type { ReactNode } from 'react';

/** A page-size choice: a number of rows, or 'All' (which asks the server for ALL_PAGE_SIZE rows). */
export type PageSizeOption = number | 'All';

/** What 'All' means: the API caps list limits at 100. */
export const ALL_PAGE_SIZE = 100;

export const DEFAULT_PAGE_SIZES: readonly PageSizeOption[] = [10, 20, 30, 40, 50];
/** The alternative set some tables of the spec offer. */
export const SHORT_PAGE_SIZES: readonly PageSizeOption[] = [5, 10, 25, 'All'];

/** One sorted column; the parent turns it into its request (or sorts the page itself). */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

/** Sorting state: at most one entry (single-column sort). Empty means the server's default order. */
export type DataTableSorting = DataTableSort[];

export interface DataTableColumn<T> {
  /** Stable id; also the sort key reported in `onSortingChange`. */
  id: string;
  /** Header text (also the accessible name of the column). */
  header: string;
  /** Renders the cell of one row. */
  cell: (row: T) => ReactNode;
  /** Whether clicking the header sorts by this column. Default true when the table is sortable. */
  sortable?: boolean;
  /** CSS width of the column, e.g. '120px' or '20%'. */
  width?: string;
  /** The value `sortRows` compares when sorting a loaded page locally. */
  sortValue?: (row: T) => string | number | null | undefined;
  /**
   * Its place on a narrow-screen card: 'title' heads the card (default: the first column that is
   * not 'actions'), 'actions' sits beside the title; the rest are 'label: value' lines.
   */
  card?: 'title' | 'actions';
}

/** A card's title column, its action columns and its 'label: value' lines. */
export function splitCardColumns<T>(columns: readonly DataTableColumn<T>[]) {
  const actions = columns.filter((column) => column.card === 'actions');
  const title = columns.find((column) => column.card === 'title') ?? columns.find((column) => column.card !== 'actions');
  const lines = columns.filter((column) => column !== title && column.card !== 'actions');
  return { title, actions, lines };
}

export function pageSizeValue(option: PageSizeOption): number {
  return option === 'All' ? ALL_PAGE_SIZE : option;
}

export function pageSizeLabel(option: PageSizeOption): string {
  return option === 'All' ? 'All' : String(option);
}
