import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '../lib/permissions';
import { SHORT_PAGE_SIZES, type DataTableColumn } from './data-table/types';
import { ListPage, type ListQuery } from './list-page/list-page';
import { useDeleteConfirm } from './list-page/use-delete-confirm';
import { usePagedList } from './list-page/use-paged-list';
import type { RowActionHandlers } from './row-actions';

export interface ListParams {
  page: number;
  limit: number;
  search: string;
}

export interface ResourceListPageProps<T extends { id: number }> {
  title: string;
  description: string;
  /**
   * What the rows are, in the plural: `full` names the table and its empty state ('Applicant
   * sources', 'No applicant sources yet'); `short` the search ('Search sources', 'No sources match
   * your search').
   */
  rowsCalled: { full: string; short: string };
  /** Base route: create at `${base}/create`, view and edit at `${base}/view|edit/{id}`. */
  routeBase: string;
  /** The feature's SWR list hook. */
  useList: (params: ListParams) => ListQuery<T>;
  /** The feature's writes; its remove runs after the DELETE confirmation. */
  useMutations: () => { remove: (id: number) => Promise<void> };
  columns: (actions: RowActionHandlers<T>) => DataTableColumn<T>[];
  deleteTitle: (row: T) => string;
}

/**
 * A set-up list with its own pages: Create, then View / Edit / Delete per row with DELETE
 * confirmation; writes are offered to users with setup:write.
 */
export function ResourceListPage<T extends { id: number }>(props: ResourceListPageProps<T>) {
  const { useList, useMutations, routeBase, columns: buildColumns } = props;
  const canWrite = usePermissions().can('setup:write');
  const { remove } = useMutations();
  const navigate = useNavigate();
  const paged = usePagedList(useList);
  const deletion = useDeleteConfirm<T>({ title: props.deleteTitle, remove: (row) => remove(row.id) });
  const askDelete = deletion.ask;

  const columns = useMemo(
    () =>
      buildColumns({
        canWrite,
        onView: (row) => navigate(`${routeBase}/view/${row.id}`),
        onEdit: (row) => navigate(`${routeBase}/edit/${row.id}`),
        onDelete: askDelete,
      }),
    [askDelete, buildColumns, canWrite, navigate, routeBase],
  );

  return (
    <ListPage<T>
      title={props.title}
      description={props.description}
      onCreate={canWrite ? () => navigate(`${routeBase}/create`) : undefined}
      {...paged}
      tableLabel={props.rowsCalled.full}
      columns={columns}
      pageSizeOptions={SHORT_PAGE_SIZES}
      searchPlaceholder={`Search ${props.rowsCalled.short}`}
      emptyMessage={`No ${props.rowsCalled.full.toLowerCase()} yet`}
      noMatchMessage={`No ${props.rowsCalled.short} match your search`}
    >
      {deletion.dialog}
    </ListPage>
  );
}
