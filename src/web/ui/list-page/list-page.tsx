import { useEffect, type ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ListResponse } from '../../../shared/contract/list';
import type { ListState } from '../../lib/use-list-state';
import { DataTable } from '../data-table/data-table';
import { DEFAULT_PAGE_SIZES, type DataTableColumn, type PageSizeOption } from '../data-table/types';
import { InlineEditTable, type InlineEditTableProps } from '../inline-edit-table/inline-edit-table';
import { PageHeader } from '../page-header';
import { ListFooter } from './list-footer';
import { ListProblem, isRefusal } from './list-problem';

/** What a feature's list hook answers. */
export interface ListQuery<T> {
  data?: ListResponse<T>;
  error?: unknown;
  isLoading: boolean;
}

interface ListPageBase<T> {
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
  inline?: never;
}

/** Rows added and edited in place. */
export interface InlineListPageProps<T> extends ListPageBase<T> {
  inline: Omit<InlineEditTableProps<T>, 'rows' | 'isLoading' | 'emptyMessage' | 'aria-label' | 'footer'>;
  columns?: never;
}

export type ListPageProps<T> = ColumnsListPageProps<T> | InlineListPageProps<T>;

/** The usual row key: the `id` the API gives every row. */
function rowIdOf(row: object): string {
  if ('id' in row && (typeof row.id === 'number' || typeof row.id === 'string')) return String(row.id);
  throw new TypeError('Rows without an id need getRowId');
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/**
 * The one list page: title and Create, the reason a list could not be loaded (a refusal alone),
 * the rows (a table, cards on narrow screens, or in-place editing) and one pager.
 */
export function ListPage<T extends object>(props: ListPageProps<T>) {
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
  const pageSizeOptions = props.pageSizeOptions ?? DEFAULT_PAGE_SIZES;
  const pager = {
    page: list.page,
    pageSize: list.limit,
    onPageChange: list.setPage,
    onPageSizeChange: list.setLimit,
    pageSizeOptions,
  };

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
      {!(error && !data) && !refused &&
        (props.inline ? (
          <InlineEditTable<T>
            {...props.inline}
            aria-label={props.tableLabel}
            rows={data?.data}
            isLoading={isLoading}
            emptyMessage={emptyMessage}
            footer={<ListFooter {...pager} meta={isLoading ? undefined : data?.meta} disabled={isLoading} />}
          />
        ) : (
          <DataTable<T>
            {...pager}
            aria-label={props.tableLabel}
            columns={props.columns}
            rows={data?.data}
            meta={data?.meta}
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
        ))}
      {props.children}
    </div>
  );
}
