import { useState, type ReactNode } from 'react';
import { ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { ChartMultipleRegular, TableRegular } from '@fluentui/react-icons';
import { ChartDataTable, type ChartTableCell } from './chart-data-table';
import { FigureCard } from './figure-card';

export interface ChartCardProps {
  /** The card's heading (an h2); also names the table. */
  title: string;
  /** Column headers of the table alternative. */
  columns: readonly string[];
  /** The chart's figures, one row per bar or slice. */
  rows: readonly (readonly ChartTableCell[])[];
  /** The chart; rendered only in chart mode. */
  children: ReactNode;
}

const useStyles = makeStyles({
  modes: { display: 'flex', gap: tokens.spacingHorizontalXS },
  body: { minWidth: 0, minHeight: '160px' },
});

/**
 * A card that shows figures as a chart or as a table (spec: "Cards toggle between table and graph
 * mode"). The table is the accessible alternative: screen readers and keyboard users get the exact
 * numbers without hovering bars.
 */
export function ChartCard({ title, columns, rows, children }: ChartCardProps) {
  const styles = useStyles();
  const [mode, setMode] = useState<'chart' | 'table'>('chart');
  const modes = (
    <div className={styles.modes} role="group" aria-label={`${title}: show as`}>
      <ToggleButton size="small" icon={<ChartMultipleRegular />} checked={mode === 'chart'} onClick={() => setMode('chart')}>
        Chart
      </ToggleButton>
      <ToggleButton size="small" icon={<TableRegular />} checked={mode === 'table'} onClick={() => setMode('table')}>
        Table
      </ToggleButton>
    </div>
  );
  return (
    <FigureCard title={title} actions={modes}>
      <div className={styles.body}>{mode === 'chart' ? children : <ChartDataTable caption={title} columns={columns} rows={rows} />}</div>
    </FigureCard>
  );
}
