import { TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { RowData } from '@tanstack/react-table';
import { SelectionCell } from './selection-cell';
import type { DataTableColumn } from './types';
import type { DataTableInstance } from './use-data-table-model';

export interface DataTableHeadProps<T extends RowData> {
  table: DataTableInstance<T>;
  columns: readonly DataTableColumn<T>[];
  selectable: boolean;
  hasRows: boolean;
}

function ariaDirection(sorted: false | 'asc' | 'desc') {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return undefined;
}

export function DataTableHead<T extends RowData>({ table, columns, selectable, hasRows }: DataTableHeadProps<T>) {
  const widths = new Map(columns.map((column) => [column.id, column.width]));
  const all = hasRows && table.getIsAllRowsSelected();
  const some = table.getIsSomeRowsSelected();
  return (
    <TableHeader>
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id}>
          {selectable && (
            <SelectionCell
              checked={all ? true : some ? 'mixed' : false}
              onClick={hasRows ? table.getToggleAllRowsSelectedHandler() : undefined}
              label="Select all rows"
              disabled={!hasRows}
            />
          )}
          {group.headers.map((header) => {
            const canSort = header.column.getCanSort();
            return (
              <TableHeaderCell
                key={header.id}
                // Chromium takes the first <th> after the selection cell (a <td>) for a row header without it.
                scope="col"
                sortable={canSort}
                sortDirection={ariaDirection(header.column.getIsSorted())}
                onClick={canSort ? header.column.getToggleSortingHandler() : undefined}
                style={{ width: widths.get(header.column.id) }}
              >
                {header.isPlaceholder ? null : <table.FlexRender header={header} />}
              </TableHeaderCell>
            );
          })}
        </TableRow>
      ))}
    </TableHeader>
  );
}
