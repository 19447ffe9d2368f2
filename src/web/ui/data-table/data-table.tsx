import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Subtitle2, Table, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { RowData } from '@tanstack/react-table';
import type { ListMeta } from '../../../shared/contract/list';
import { useMediaQuery } from '../../lib/use-media-query';
import { ListFooter, type ListPager } from '../list-page/list-footer';
import { CardSkeletons } from './card-skeletons';
import { DataTableBody, type DataTableBodyProps } from './data-table-body';
import type { DataTableCards as EagerDataTableCards } from './data-table-cards';
import { DataTableHead } from './data-table-head';
import { DebouncedSearch } from './debounced-search';
import type { DataTableColumn, DataTableSorting } from './types';
import { useDataTableModel } from './use-data-table-model';

export interface DataTableProps<T extends RowData> {
  /** Column definitions; keep the array stable (module scope or useMemo). */
  columns: readonly DataTableColumn<T>[];
  /** The rows of the current page as the server returned them. */
  rows: readonly T[] | undefined;
  /** The list response's meta; drives 'Showing X to Y of Z entries' and the page count. */
  meta: ListMeta | undefined;
  /** Shows skeleton rows instead of data. */
  isLoading?: boolean;
  /** A stable id per row (used for selection and React keys). */
  getRowId: (row: T) => string;
  /** The page shown and its size; a new size starts again at page 1 (one update, so the URL keeps both). */
  pager: ListPager;
  /** The committed search text. The search box shows only with onSearchChange. */
  search?: string;
  /** Debounced (300 ms); the owner starts again at page 1. */
  onSearchChange?: (search: string) => void;
  searchPlaceholder?: string;
  /** Sorting state; headers are sortable only with onSortingChange. */
  sorting?: DataTableSorting;
  onSortingChange?: (sorting: DataTableSorting) => void;
  /** Called with the selected rows of the loaded page; enables the selection column. */
  onSelectionChange?: (rows: T[]) => void;
  /** Actions shown when at least one row is selected; enables the selection column. */
  selectionActions?: (selected: T[], clearSelection: () => void) => ReactNode;
  /** Always-visible actions beside the search box (e.g. a Create button). */
  toolbar?: ReactNode;
  /** Accessible name of a row's checkbox; default 'Select row <id>'. */
  rowLabel?: (row: T) => string;
  /** Empty-state text; default 'No records found'. */
  emptyMessage?: string;
  /** Visible title above the table; it also names the table. */
  title?: string;
  /** Accessible name of the table when there is no title. */
  'aria-label'?: string;
}

/** Below this width the rows show as cards (Teams mobile is 360 px wide). */
export const NARROW_LIST_QUERY = '(max-width: 640px)';

const MIN_COLUMN_WIDTH = 92;

/** Cards show on narrow screens only: their code (Fluent's Card) loads the first time one is that narrow. */
const DataTableCards = lazy(async () => ({
  default: (await import('./data-table-cards')).DataTableCards,
})) as unknown as typeof EagerDataTableCards;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // On a phone an empty one would stand on a line of its own, a blank gap above the search.
  grow: {
    flexGrow: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    [`@media ${NARROW_LIST_QUERY}`]: { ':empty': { display: 'none' } },
  },
  // Wraps: '2 selected' with Status, Export and Delete is wider than a phone.
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  scroll: { overflowX: 'auto' },
  // Wide enough for a placeholder such as 'Search name, e-mail or phone'; never wider than a phone
  // screen, and the whole width of one, where a longer placeholder would otherwise be cut short.
  search: { minWidth: 'min(260px, 100%)', maxWidth: '100%', [`@media ${NARROW_LIST_QUERY}`]: { flexBasis: '100%' } },
});

/** Server-paged table (cards on narrow screens): the parent owns page, size, search and sorting and fetches the rows. */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { meta, pager, isLoading = false, onSearchChange, onSelectionChange } = props;
  const styles = useStyles();
  const narrow = useMediaQuery(NARROW_LIST_QUERY);
  const titleId = useId();
  const selectable = onSelectionChange !== undefined || props.selectionActions !== undefined;
  const { table, selectedRows, clearSelection } = useDataTableModel({ ...props, selectable });
  const rowLabel = props.rowLabel ?? ((row: T) => `Select row ${props.getRowId(row)}`);
  const hasSelection = selectedRows.length > 0 && props.selectionActions !== undefined;
  const skeletonRows = Math.min(Math.max(pager.pageSize, 1), 10);
  const emptyMessage = props.emptyMessage ?? 'No records found';
  // What the rows show, the same in the table and in the cards.
  const rowsShown: DataTableBodyProps<T> = { table, selectable, isLoading, skeletonRows, emptyMessage, rowLabel };

  return (
    <section className={styles.root} aria-labelledby={props.title ? titleId : undefined}>
      <div className={styles.bar}>
        <div className={styles.grow}>
          {props.title && (
            <Subtitle2 id={titleId} as="h2">
              {props.title}
            </Subtitle2>
          )}
          {hasSelection && (
            <div className={styles.tools} role="toolbar" aria-label="Selected rows">
              <Text>{selectedRows.length} selected</Text>
              {props.selectionActions?.(selectedRows, clearSelection)}
            </div>
          )}
        </div>
        {props.toolbar && <div className={styles.tools}>{props.toolbar}</div>}
        {onSearchChange && (
          <DebouncedSearch
            className={styles.search}
            value={props.search ?? ''}
            placeholder={props.searchPlaceholder}
            onChange={onSearchChange}
          />
        )}
      </div>
      {narrow ? (
        <Suspense fallback={<CardSkeletons count={skeletonRows} />}>
          <DataTableCards {...rowsShown} columns={props.columns} label={props.title ?? props['aria-label']} />
        </Suspense>
      ) : (
        <div className={styles.scroll}>
          <Table
            aria-labelledby={props.title ? titleId : undefined}
            aria-label={props.title ? undefined : props['aria-label']}
            sortable={props.onSortingChange !== undefined}
            // Many columns scroll inside the table's box rather than squeezing each to a few letters.
            style={{ minWidth: `${props.columns.length * MIN_COLUMN_WIDTH}px` }}
          >
            <DataTableHead table={table} columns={props.columns} selectable={selectable} hasRows={(props.rows?.length ?? 0) > 0} />
            <DataTableBody {...rowsShown} />
          </Table>
        </div>
      )}
      <ListFooter {...pager} meta={isLoading ? undefined : meta} disabled={isLoading} />
    </section>
  );
}
