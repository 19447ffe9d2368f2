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
  // A table wider than a narrow card scrolls inside it, never the page; long names wrap.
  scroller: { overflowX: 'auto', minWidth: 0 },
  text: { overflowWrap: 'anywhere' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  numberHeader: { justifyContent: 'flex-end' },
});

/** The figures behind a chart as a plain table. */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  const styles = useStyles();
  const tableColumns = columns.map((header, c): PlainTableColumn<ChartRow> => ({
    header,
    headerProps: c > 0 ? { button: { className: styles.numberHeader } } : undefined,
    cell: (row) => (typeof row[c] === 'number' ? formatNumber(row[c], { maximumFractionDigits: 1 }) : row[c]),
    // Figures given as text ('40%', '—') after the first column line up like numbers.
    cellClassName: () => (c > 0 ? styles.number : styles.text),
  }));
  return (
    <div className={styles.scroller}>
      <PlainTable label={caption} columns={tableColumns} rows={rows} rowKey={(_row, index) => index} />
    </div>
  );
}
