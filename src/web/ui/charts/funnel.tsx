import { FunnelChart, Legends, getNextColor } from '@fluentui/react-charts';
import type { BarDatum } from './bar-charts';

export interface FunnelProps {
  /** The steps, widest first. */
  data: readonly BarDatum[];
  /** Names the chart for assistive technology (the card shows the visible heading). */
  title: string;
}

// Narrow enough for a phone-wide card (the chart does not follow its container's width).
const WIDTH = 300;

/** How many of a whole reach each step (e.g. applications from relevant to hired), with a legend. */
export function Funnel({ data, title }: FunnelProps) {
  const steps = data.map((datum, index) => ({ stage: datum.label, value: datum.value, color: datum.color ?? getNextColor(index) }));
  return (
    <div>
      {/* The chart's own legend is drawn past the box it sizes to its height: the card's legend follows it instead. */}
      <FunnelChart chartTitle={title} data={steps} width={WIDTH} height={240} orientation="vertical" hideLegend />
      <Legends legends={steps.map((step) => ({ title: step.stage, color: step.color }))} centerLegends enabledWrapLines />
    </div>
  );
}
