import { FunnelChart, Legends, getNextColor } from '@fluentui/react-charts';
import type { BarDatum } from './bar-charts';
import { ChartFrame } from './chart-frame';

export interface FunnelProps {
  /** The steps, widest first. */
  data: readonly BarDatum[];
  /** Names the chart for assistive technology (the card shows the visible heading). */
  title: string;
}

// The chart takes its card's width up to this (a wider funnel only stretches), and this before it is measured.
const MAX_WIDTH = 400;

/** How many of a whole reach each step (e.g. applications from relevant to hired), with a legend. */
export function Funnel({ data, title }: FunnelProps) {
  const steps = data.map((datum, index) => ({ stage: datum.label, value: datum.value, color: datum.color ?? getNextColor(index) }));
  return (
    <ChartFrame>
      {(width) => (
        <>
          {/* The chart's own legend is drawn past the box it sizes to its height: the card's legend follows it instead. */}
          <FunnelChart
            chartTitle={title}
            data={steps}
            width={Math.min(width ?? MAX_WIDTH, MAX_WIDTH)}
            height={240}
            orientation="vertical"
            hideLegend
          />
          <Legends legends={steps.map((step) => ({ title: step.stage, color: step.color }))} centerLegends enabledWrapLines />
        </>
      )}
    </ChartFrame>
  );
}
