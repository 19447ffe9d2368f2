import { Suspense, useState, type ReactNode } from 'react';
import { Spinner, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { ChartMultipleRegular, TableRegular } from '@fluentui/react-icons';
import { ChartDataTable, type ChartTableCell } from './chart-data-table';
import { FigureCard } from './figure-card';

export type ChartCardMode = 'chart' | 'table';

export interface ChartCardProps {
  /** The card's heading (an h2); also names the table. */
  title: string;
  /** Column headers of the table alternative. */
  columns: readonly string[];
  /** The chart's figures, one row per bar or slice. */
  rows: readonly (readonly ChartTableCell[])[];
  /** The chart; rendered only in chart mode. */
  children: ReactNode;
  /** What the card opens with; the chart by default. */
  defaultMode?: ChartCardMode;
  /** Shown instead of chart and table while there are no figures to show (loading, failure, nothing yet). */
  placeholder?: ReactNode;
  /** Under the figures: filters, links. */
  footer?: ReactNode;
}

const useStyles = makeStyles({
  modes: { display: 'flex', gap: tokens.spacingHorizontalXS },
  // A wide table scrolls inside the card, never the page (phones).
  body: { minWidth: 0, minHeight: '160px', overflowX: 'auto' },
  footer: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalM },
});

/**
 * A card that shows figures as a chart or as a table (spec: "Cards toggle between table and graph
 * mode"). The table is the accessible alternative: screen readers and keyboard users get the exact
 * numbers without hovering bars.
 */
export function ChartCard({ title, columns, rows, children, defaultMode = 'chart', placeholder, footer }: ChartCardProps) {
  const styles = useStyles();
  const [mode, setMode] = useState<ChartCardMode>(defaultMode);
  const figures =
    mode === 'chart' ? (
      // A chart whose code loads on first draw (lazy-charts) waits here.
      <Suspense fallback={<Spinner size="small" label="Loading chart" />}>{children}</Suspense>
    ) : (
      <ChartDataTable caption={title} columns={columns} rows={rows} />
    );
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
      <div className={styles.body}>{placeholder ?? figures}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </FigureCard>
  );
}
