import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import { formatNumber } from '../../lib/locale-formats';

/** Numbers are right-aligned and shown with at most one decimal. */
export type ChartTableCell = string | number;

export interface ChartDataTableProps {
  /** Names the table for assistive technology. */
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ChartTableCell[])[];
}

const useStyles = makeStyles({
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  numberHeader: { justifyContent: 'flex-end' },
});

/** The figures behind a chart as a plain table. */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  const styles = useStyles();
  return (
    <Table size="small" aria-label={caption}>
      <TableHeader>
        <TableRow>
          {columns.map((column, index) => (
            <TableHeaderCell key={column} button={index > 0 ? { className: styles.numberHeader } : undefined}>
              {column}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, r) => (
          <TableRow key={r}>
            {row.map((cell, c) => (
              <TableCell key={c} className={typeof cell === 'number' ? styles.number : undefined}>
                {typeof cell === 'number' ? formatNumber(cell, { maximumFractionDigits: 1 }) : cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
