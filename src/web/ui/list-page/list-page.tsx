import { useEffect, type ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ListResponse } from '../../../shared/contract/list';
import type { ListState } from '../../lib/use-list-state';
import { DataTable } from '../data-table/data-table';
import { DEFAULT_PAGE_SIZES, type DataTableColumn, type PageSizeOption } from '../data-table/types';
import { PageHeader } from '../page-header';
import { listPager, type ListPager } from './list-footer';
import { ListProblem, isRefusal } from './list-problem';

/** What a feature's list hook answers. */
export interface ListQuery<T> {
  data?: ListResponse<T>;
  error?: unknown;
  isLoading: boolean;
}

export interface ListPageBase<T> {
  title: string;
  description?: ReactNode;
  /** The header's Create button; left out for users who may not create. */
  onCreate?: () => void;
  createLabel?: string;
  /** More header buttons beside Create (e.g. a view switch). */
  headerActions?: ReactNode;
  /** The list's page, size, search, sort and filters (useListState). */
  list: ListState;
  query: ListQuery<T>;
  /** Accessible name of the table (and of the cards on narrow screens). */
  tableLabel: string;
  emptyMessage: string;
  /** Shown instead of emptyMessage when a search or filter leaves nothing. */
  noMatchMessage?: string;
  pageSizeOptions?: readonly PageSizeOption[];
  /** Dialogs and drawers the page opens. */
  children?: ReactNode;
}

/** Rows with columns: search, sort, selection with bulk actions, filters beside the search. */
export interface ColumnsListPageProps<T> extends ListPageBase<T> {
  columns: readonly DataTableColumn<T>[];
  /** A row's key; by default its `id`. */
  getRowId?: (row: T) => string;
  rowLabel?: (row: T) => string;
  searchPlaceholder?: string;
  /** Headers sort (through list.sorting) when true. */
  sortable?: boolean;
  selectionActions?: (selected: T[], clearSelection: () => void) => ReactNode;
  /** Filters and buttons beside the search box. */
  filters?: ReactNode;
}

/** The usual row key: the `id` the API gives every row. */
function rowIdOf(row: object): string {
  if ('id' in row && (typeof row.id === 'number' || typeof row.id === 'string')) return String(row.id);
  throw new TypeError('Rows without an id need getRowId');
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

export interface ListPageFrameProps<T> extends ListPageBase<T> {
  /** The rows: what the page shows under its header and problem, given the empty message and pager to use. */
  renderRows: (rows: ListPageRows) => ReactNode;
}

/** What a list page's rows are shown with: the page's data state, its empty message and its pager. */
export interface ListPageRows {
  isLoading: boolean;
  emptyMessage: string;
  pager: ListPager;
}

/**
 * What every list page has around its rows: title and Create, the reason a list could not be
 * loaded (a refusal alone), and its dialogs and drawers. ListPage (a table, cards on narrow
 * screens) and InlineListPage (in-place editing) fill in the rows.
 */
export function ListPageFrame<T>(props: ListPageFrameProps<T>) {
  const { list, query } = props;
  const styles = useStyles();
  const { data, error } = query;
  const refused = isRefusal(error);
  const narrowed = list.search !== '' || Object.values(list.filters).some((value) => value !== '');
  const emptyMessage = narrowed && props.noMatchMessage ? props.noMatchMessage : props.emptyMessage;
  const lastPage = data?.meta.last_page ?? 0;
  const { page, setPage } = list;

  // A delete (or a shared link) can point past the last page: show the last one there is.
  useEffect(() => {
    if (lastPage >= 1 && page > lastPage) setPage(lastPage);
  }, [lastPage, page, setPage]);

  const isLoading = query.isLoading && !data;
  const pager = listPager(list, props.pageSizeOptions ?? DEFAULT_PAGE_SIZES);

  return (
    <div className={styles.root}>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          !refused && (
            <>
              {props.headerActions}
              {props.onCreate && (
                <Button appearance="primary" icon={<AddRegular />} onClick={props.onCreate}>
                  {props.createLabel ?? 'Create'}
                </Button>
              )}
            </>
          )
        }
      />
      <ListProblem error={error} />
      {/* Without rows to show, an empty table under the message would only contradict it. */}
      {!(error && !data) && !refused && props.renderRows({ isLoading, emptyMessage, pager })}
      {props.children}
    </div>
  );
}

/**
 * The one list page with columns: a table (cards on narrow screens) with search, sort, selection
 * and one pager. Rows edited in place are InlineListPage's, whose code the other lists do without.
 */
export function ListPage<T extends object>(props: ColumnsListPageProps<T>) {
  const { list, query } = props;
  return (
    <ListPageFrame<T>
      {...props}
      renderRows={({ isLoading, emptyMessage, pager }) => (
        <DataTable<T>
          pager={pager}
          aria-label={props.tableLabel}
          columns={props.columns}
          rows={query.data?.data}
          meta={query.data?.meta}
          isLoading={isLoading}
          getRowId={props.getRowId ?? rowIdOf}
          rowLabel={props.rowLabel}
          search={list.search}
          onSearchChange={props.searchPlaceholder ? list.setSearch : undefined}
          searchPlaceholder={props.searchPlaceholder}
          sorting={props.sortable ? list.sorting : undefined}
          onSortingChange={props.sortable ? list.setSorting : undefined}
          selectionActions={props.selectionActions}
          toolbar={props.filters}
          emptyMessage={emptyMessage}
        />
      )}
    />
  );
}
