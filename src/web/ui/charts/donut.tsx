import { DonutChart, getNextColor } from '@fluentui/react-charts';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { BarDatum } from './bar-charts';
import { ChartFrame } from './chart-frame';

export interface DonutProps {
  data: readonly BarDatum[];
  /** Names the chart for assistive technology (the card shows the visible heading). */
  title: string;
  /** Shown in the hole, e.g. the total. */
  centre?: string;
}

const useStyles = makeStyles({
  // The title names the SVG for screen readers; the card's heading already shows it.
  title: { display: 'none' },
  legend: { paddingTop: tokens.spacingVerticalS },
});

/** Shares of a whole (e.g. applications per source), with a legend. */
export function Donut({ data, title, centre }: DonutProps) {
  const styles = useStyles();
  return (
    <ChartFrame>
      {(width) => (
        <DonutChart
          width={width}
          data={{
            chartTitle: title,
            chartData: data.map((datum, index) => ({
              legend: datum.label,
              data: datum.value,
              // The arcs use only the given colour (the palette fallback reaches just the legend).
              color: datum.color ?? getNextColor(index),
              yAxisCalloutData: datum.valueText ?? String(datum.value),
              callOutAccessibilityData: { ariaLabel: `${datum.label}: ${datum.valueText ?? datum.value}` },
            })),
          }}
          styles={{ chartTitle: styles.title, legendContainer: styles.legend }}
          height={240}
          innerRadius={60}
          valueInsideDonut={centre}
          hideLabels={false}
          showLabelsInPercent
          legendProps={{ enabledWrapLines: true }}
        />
      )}
    </ChartFrame>
  );
}
