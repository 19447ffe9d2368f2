import { TableBody, TableCell, TableRow, makeStyles } from '@fluentui/react-components';
import type { RowData } from '@tanstack/react-table';
import { EmptyState } from '../empty-state';
import { SkeletonRows } from '../skeleton-rows';
import { SelectionCell } from './selection-cell';
import type { DataTableInstance } from './use-data-table-model';

export interface DataTableBodyProps<T extends RowData> {
  table: DataTableInstance<T>;
  selectable: boolean;
  isLoading: boolean;
  skeletonRows: number;
  emptyMessage: string;
  /** Accessible name of a row's checkbox. */
  rowLabel: (row: T) => string;
}

const useStyles = makeStyles({
  // An unbroken long name wraps inside its cell instead of running over the next cells and the row's icons.
  cell: { overflowWrap: 'anywhere' },
});

export function DataTableBody<T extends RowData>(props: DataTableBodyProps<T>) {
  const styles = useStyles();
  const { table, selectable, isLoading, skeletonRows, emptyMessage, rowLabel } = props;
  const columnCount = table.getAllLeafColumns().length + (selectable ? 1 : 0);
  const rows = table.getRowModel().rows;

  if (isLoading) {
    return (
      <TableBody aria-busy="true">
        <SkeletonRows rows={skeletonRows} columns={columnCount} />
      </TableBody>
    );
  }
  if (rows.length === 0) {
    return (
      <TableBody>
        <TableRow>
          <TableCell colSpan={columnCount}>
            <EmptyState message={emptyMessage} />
          </TableCell>
        </TableRow>
      </TableBody>
    );
  }
  return (
    <TableBody>
      {rows.map((row) => {
        const selected = row.getIsSelected();
        return (
          <TableRow key={row.id} aria-selected={selectable ? selected : undefined} appearance={selected ? 'brand' : 'none'}>
            {selectable && <SelectionCell checked={selected} onClick={row.getToggleSelectedHandler()} label={rowLabel(row.original)} />}
            {row.getAllCells().map((cell) => (
              <TableCell key={cell.id} className={styles.cell}>
                <table.FlexRender cell={cell} />
              </TableCell>
            ))}
          </TableRow>
        );
      })}
    </TableBody>
  );
}
