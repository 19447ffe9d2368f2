import { makeStyles } from '@fluentui/react-components';
import { formatNumber } from '../../lib/locale-formats';
import { PlainTable, type PlainTableColumn } from '../plain-table';

/** Numbers are right-aligned and shown with at most one decimal. */
export type ChartTableCell = string | number;

type ChartRow = readonly ChartTableCell[];

export interface ChartDataTableProps {
  /** Names the table for assistive technology. */
  caption: string;
  columns: readonly string[];
  rows: readonly ChartRow[];
}

const useStyles = makeStyles({
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  numberHeader: { justifyContent: 'flex-end' },
});

/** The figures behind a chart as a plain table. */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  const styles = useStyles();
  const tableColumns = columns.map((header, c): PlainTableColumn<ChartRow> => ({
    header,
    headerProps: c > 0 ? { button: { className: styles.numberHeader } } : undefined,
    cell: (row) => (typeof row[c] === 'number' ? formatNumber(row[c], { maximumFractionDigits: 1 }) : row[c]),
    cellClassName: (row) => (typeof row[c] === 'number' ? styles.number : undefined),
  }));
  return <PlainTable label={caption} columns={tableColumns} rows={rows} rowKey={(_row, index) => index} />;
}
