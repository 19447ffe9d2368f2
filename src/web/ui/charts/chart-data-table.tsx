import { makeStyles, tokens } from '@fluentui/react-components';
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
  /** How many leading columns hold names; the rest hold figures (numbers, or text such as '40%' and '—'). */
  nameColumns?: number;
}

// A card about as wide as a phone (360 px less the page's and the card's padding).
const NARROW_CARD = '@container (max-width: 419px)';

const useStyles = makeStyles({
  // The table is measured against its card, not the window: a narrow card packs it tighter. What
  // still does not fit scrolls inside the card, never the page; names wrap between words.
  scroller: { overflowX: 'auto', minWidth: 0, containerType: 'inline-size' },
  // Columns as wide as their content needs (not equal shares), so a word is never cut mid-way.
  table: {
    tableLayout: 'auto',
    [NARROW_CARD]: {
      '& th, & td': { paddingLeft: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalXS },
      '& th, & td, & th button': { fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
    },
  },
  text: { overflowWrap: 'break-word' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  numberHeader: { justifyContent: 'flex-end' },
});

/** The figures behind a chart as a plain table. */
export function ChartDataTable({ caption, columns, rows, nameColumns = 1 }: ChartDataTableProps) {
  const styles = useStyles();
  const tableColumns = columns.map((header, c): PlainTableColumn<ChartRow> => ({
    header,
    headerProps: c >= nameColumns ? { button: { className: styles.numberHeader } } : undefined,
    cell: (row) => (typeof row[c] === 'number' ? formatNumber(row[c], { maximumFractionDigits: 1 }) : row[c]),
    cellClassName: () => (c >= nameColumns ? styles.number : styles.text),
  }));
  return (
    <div className={styles.scroller}>
      <PlainTable className={styles.table} label={caption} columns={tableColumns} rows={rows} rowKey={(_row, index) => index} />
    </div>
  );
}
