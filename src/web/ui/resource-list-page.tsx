import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '../lib/permissions';
import { SHORT_PAGE_SIZES, type DataTableColumn } from './data-table/types';
import { ListPage, type ListQuery } from './list-page/list-page';
import { rowTexts, type RowsCalled } from './list-page/rows-called';
import { useDeleteConfirm } from './list-page/use-delete-confirm';
import { usePagedList } from './list-page/use-paged-list';
import type { RowActionHandlers } from './row-actions';

export interface ListParams {
  page: number;
  limit: number;
  search: string;
}

/** What a set-up list page shows: its header, and what its rows are. */
export interface ResourceListSettings<T extends { id: number }> {
  /** The page's title and the sentence under it. */
  page: { title: string; description: string };
  /**
   * What the rows are called (RowsCalled), how one is named ('Delete <name>'), and the base route:
   * create at `${routeBase}/create`, view and edit at `${routeBase}/view|edit/{id}`.
   */
  rows: RowsCalled & { name: (row: T) => string; routeBase: string };
  /** The feature's SWR list hook, its writes (remove runs after the DELETE confirmation) and its columns. */
  api: {
    useList: (params: ListParams) => ListQuery<T>;
    useMutations: () => { remove: (id: number) => Promise<unknown> };
    columns: (actions: RowActionHandlers<T>) => DataTableColumn<T>[];
  };
}

/**
 * A set-up list with its own pages, made from its settings: Create, then View / Edit / Delete per
 * row with DELETE confirmation; writes are offered to users with setup:write.
 */
export function resourceListPage<T extends { id: number }>(settings: ResourceListSettings<T>) {
  return function ResourceListPage() {
    return <ResourceList settings={settings} />;
  };
}

function ResourceList<T extends { id: number }>({ settings: { page, rows, api } }: { settings: ResourceListSettings<T> }) {
  const { routeBase } = rows;
  const buildColumns = api.columns;
  const canWrite = usePermissions().can('setup:write');
  const { remove } = api.useMutations();
  const navigate = useNavigate();
  const paged = usePagedList(api.useList);
  const deletion = useDeleteConfirm<T>({ title: (row) => `Delete ${rows.name(row)}`, remove: (row) => remove(row.id) });
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
      title={page.title}
      description={page.description}
      onCreate={canWrite ? () => navigate(`${routeBase}/create`) : undefined}
      {...paged}
      {...rowTexts(rows)}
      columns={columns}
      pageSizeOptions={SHORT_PAGE_SIZES}
    >
      {deletion.dialog}
    </ListPage>
  );
}
