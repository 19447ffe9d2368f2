import { useEffect, useMemo, useRef, useState } from 'react';
import {
  functionalUpdate,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ReactTable,
  type RowData,
  type RowSelectionState,
  type TableState,
} from '@tanstack/react-table';
import type { DataTableColumn, DataTableSorting } from './types';

/** Server-side table: TanStack owns selection and the sort interactions, the parent owns the data and the page. */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, rowSelectionFeature });
export type DataTableFeatures = typeof dataTableFeatures;
export type DataTableInstance<T extends RowData> = ReactTable<DataTableFeatures, T, TableState<DataTableFeatures>>;

const EMPTY_ROWS: readonly never[] = [];
const NO_SORTING: DataTableSorting = [];

export interface DataTableModelOptions<T extends RowData> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string;
  sorting?: DataTableSorting;
  onSortingChange?: (sorting: DataTableSorting) => void;
  onSelectionChange?: (rows: T[]) => void;
  /** Rows can be selected (a selection column). */
  selectable: boolean;
}

function keepLoaded(selection: RowSelectionState, ids: Set<string>): RowSelectionState {
  const kept: RowSelectionState = {};
  for (const id of Object.keys(selection)) if (ids.has(id)) kept[id] = true;
  return kept;
}

export function useDataTableModel<T extends RowData>(options: DataTableModelOptions<T>) {
  const { columns, getRowId, onSortingChange, onSelectionChange } = options;
  const data: readonly T[] = options.rows ?? EMPTY_ROWS;
  const sorting = options.sorting ?? NO_SORTING;

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<DataTableFeatures, T> => ({
        id: column.id,
        header: column.header,
        // TanStack only sorts columns with an accessor; the value itself is unused (manual sorting).
        accessorFn: (row) => column.sortValue?.(row) ?? null,
        cell: (context) => column.cell(context.row.original),
        enableSorting: column.sortable ?? true,
      })),
    [columns],
  );

  // Selection lives here; ids of rows no longer loaded (another page, a deleted row) are dropped.
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [seenRows, setSeenRows] = useState(data);
  if (seenRows !== data) {
    setSeenRows(data);
    const kept = keepLoaded(rowSelection, new Set(data.map(getRowId)));
    if (Object.keys(kept).length !== Object.keys(rowSelection).length) setRowSelection(kept);
  }

  const table: DataTableInstance<T> = useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    data,
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection },
    onSortingChange: (updater) => onSortingChange?.(functionalUpdate(updater, sorting)),
    onRowSelectionChange: setRowSelection,
    manualSorting: true,
    autoResetSorting: false,
    enableSorting: onSortingChange !== undefined,
    enableMultiSort: false,
    sortDescFirst: false,
    enableRowSelection: options.selectable,
  });

  const selectedRows = useMemo(() => data.filter((row) => rowSelection[getRowId(row)]), [data, rowSelection, getRowId]);
  const reported = useRef('');
  useEffect(() => {
    const key = selectedRows.map(getRowId).join('\u0000');
    if (key === reported.current) return;
    reported.current = key;
    onSelectionChange?.(selectedRows);
  }, [selectedRows, getRowId, onSelectionChange]);

  return { table, selectedRows, clearSelection: () => setRowSelection({}) };
}
