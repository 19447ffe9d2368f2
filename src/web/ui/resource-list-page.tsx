import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListResponse } from '../../shared/contract/list';
import { DataTable } from './data-table/data-table';
import { SHORT_PAGE_SIZES, type DataTableColumn } from './data-table/types';
import { DeleteConfirmDialog } from './delete-confirm-dialog';
import { ListPageHeader } from './list-page-header';
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
  useList: (params: ListParams) => { data?: ListResponse<T>; error?: unknown; isLoading: boolean };
  columns: (actions: RowActionHandlers<T>) => DataTableColumn<T>[];
  deleteTitle: (row: T) => string;
  /** Deletes the row; a rejection keeps the dialog open with its message. */
  onDelete: (row: T) => Promise<void>;
}

/** A set-up list: title, Create, search, paging, View / Edit / Delete per row with DELETE confirmation. */
export function ResourceListPage<T extends { id: number }>(props: ResourceListPageProps<T>) {
  const { useList, canWrite, routeBase, columns: buildColumns } = props;
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<T | null>(null);
  const { data, error, isLoading } = useList({ page, limit, search });

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
    <>
      <ListPageHeader
        title={props.title}
        description={props.description}
        onCreate={canWrite ? () => navigate(`${routeBase}/create`) : undefined}
        error={error}
      />
      <DataTable<T>
        aria-label={props.tableLabel}
        columns={columns}
        rows={data?.data}
        meta={data?.meta}
        isLoading={isLoading}
        getRowId={(row) => String(row.id)}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        onPageSizeChange={setLimit}
        pageSizeOptions={SHORT_PAGE_SIZES}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={props.searchPlaceholder}
        emptyMessage={search ? props.noMatchMessage : props.emptyMessage}
      />
      <DeleteConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? props.deleteTitle(deleting) : 'Delete'}
        onConfirm={() => (deleting ? props.onDelete(deleting) : undefined)}
      />
    </>
  );
}
