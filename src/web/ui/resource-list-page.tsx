import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useListState } from '../lib/use-list-state';
import { SHORT_PAGE_SIZES, type DataTableColumn } from './data-table/types';
import { DeleteConfirmDialog } from './delete-confirm-dialog';
import { ListPage, type ListQuery } from './list-page/list-page';
import type { RowActionHandlers } from './row-actions';

export interface ListParams {
  page: number;
  limit: number;
  search: string;
}

export interface ResourceListPageProps<T extends { id: number }> {
  title: string;
  description: string;
  tableLabel: string;
  searchPlaceholder: string;
  emptyMessage: string;
  noMatchMessage: string;
  /** Base route: create at `${base}/create`, view and edit at `${base}/view|edit/{id}`. */
  routeBase: string;
  canWrite: boolean;
  /** The feature's SWR list hook. */
  useList: (params: ListParams) => ListQuery<T>;
  columns: (actions: RowActionHandlers<T>) => DataTableColumn<T>[];
  deleteTitle: (row: T) => string;
  /** Deletes the row; a rejection keeps the dialog open with its message. */
  onDelete: (row: T) => Promise<void>;
}

/** A set-up list with its own pages: Create, then View / Edit / Delete per row with DELETE confirmation. */
export function ResourceListPage<T extends { id: number }>(props: ResourceListPageProps<T>) {
  const { useList, canWrite, routeBase, columns: buildColumns } = props;
  const navigate = useNavigate();
  const list = useListState();
  const [deleting, setDeleting] = useState<T | null>(null);
  const query = useList({ page: list.page, limit: list.limit, search: list.search });

  const columns = useMemo(
    () =>
      buildColumns({
        canWrite,
        onView: (row) => navigate(`${routeBase}/view/${row.id}`),
        onEdit: (row) => navigate(`${routeBase}/edit/${row.id}`),
        onDelete: setDeleting,
      }),
    [buildColumns, canWrite, navigate, routeBase],
  );

  return (
    <ListPage<T>
      title={props.title}
      description={props.description}
      onCreate={canWrite ? () => navigate(`${routeBase}/create`) : undefined}
      list={list}
      query={query}
      tableLabel={props.tableLabel}
      columns={columns}
      getRowId={(row) => String(row.id)}
      pageSizeOptions={SHORT_PAGE_SIZES}
      searchPlaceholder={props.searchPlaceholder}
      emptyMessage={props.emptyMessage}
      noMatchMessage={props.noMatchMessage}
    >
      <DeleteConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? props.deleteTitle(deleting) : 'Delete'}
        onConfirm={() => (deleting ? props.onDelete(deleting) : undefined)}
      />
    </ListPage>
  );
}
