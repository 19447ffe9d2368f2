import type { Key, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, type TableHeaderCellProps } from '@fluentui/react-components';

export interface PlainTableColumn<R> {
  header: string;
  /** The header cell's own props (a width class, its button's alignment). */
  headerProps?: Omit<TableHeaderCellProps, 'children'>;
  cell: (row: R, index: number) => ReactNode;
  cellClassName?: (row: R) => string | undefined;
}

export interface PlainTableProps<R> {
  /** Names the table for assistive technology. */
  label: string;
  columns: readonly PlainTableColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => Key;
  className?: string;
}

/** A small table shown whole: a header row, then a row per item (no paging, sorting or selection). */
export function PlainTable<R>({ label, columns, rows, rowKey, className }: PlainTableProps<R>) {
  return (
    <Table className={className} aria-label={label} size="small">
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.header} {...column.headerProps}>
              {column.header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)}>
            {columns.map((column) => (
              <TableCell key={column.header} className={column.cellClassName?.(row)}>
                {column.cell(row, index)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
