import { Card, Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { RowData } from '@tanstack/react-table';
import { EmptyState } from '../empty-state';
import { CardSkeletons } from './card-skeletons';
import { splitCardColumns, type DataTableColumn } from './types';
import type { DataTableBodyProps } from './data-table-body';

/** The rows the table body would show, as cards. */
export interface DataTableCardsProps<T extends RowData> extends DataTableBodyProps<T> {
  columns: readonly DataTableColumn<T>[];
  /** Accessible name of the list of cards (the table's name). */
  label: string | undefined;
}

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: { minWidth: 0 },
  // Wide action sets wrap under the title rather than squeezing it.
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  title: { flex: '1 1 160px', minWidth: 0, margin: 0, overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center' },
  lines: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
  },
  line: { display: 'contents' },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  selectAll: { alignSelf: 'flex-start' },
});

/**
 * The rows as cards, for narrow screens: the title column heads the card beside the row's actions,
 * every other column is a 'label: value' line, and the checkbox keeps selection within reach.
 */
export function DataTableCards<T extends RowData>(props: DataTableCardsProps<T>) {
  const { table, columns, selectable, isLoading, emptyMessage, rowLabel } = props;
  const styles = useStyles();
  const { title, actions, lines } = splitCardColumns(columns);
  const rows = table.getRowModel().rows;

  if (isLoading) return <CardSkeletons count={props.skeletonRows} />;
  if (rows.length === 0) return <EmptyState message={emptyMessage} />;
  const all = table.getIsAllRowsSelected();

  return (
    <>
      {selectable && (
        <Checkbox
          className={styles.selectAll}
          label="Select all rows"
          checked={all ? true : table.getIsSomeRowsSelected() ? 'mixed' : false}
          onChange={(_, data) => table.toggleAllRowsSelected(data.checked === true)}
        />
      )}
      <ul className={styles.list} aria-label={props.label}>
        {rows.map((row) => (
          <li key={row.id}>
            <Card className={styles.card} appearance={row.getIsSelected() ? 'filled-alternative' : 'outline'}>
              <div className={styles.head}>
                {selectable && (
                  <Checkbox
                    checked={row.getIsSelected()}
                    aria-label={rowLabel(row.original)}
                    onChange={(_, data) => row.toggleSelected(data.checked === true)}
                  />
                )}
                <Text as="h3" size={400} className={styles.title}>
                  {title?.cell(row.original)}
                </Text>
                {actions.map((column) => (
                  <div key={column.id} className={styles.actions}>
                    {column.cell(row.original)}
                  </div>
                ))}
              </div>
              {lines.length > 0 && (
                <dl className={styles.lines}>
                  {lines.map((column) => (
                    <div key={column.id} className={styles.line}>
                      <dt className={styles.label}>{column.header}</dt>
                      <dd className={styles.value}>{column.cell(row.original)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
