import { FunnelChart, getNextColor } from '@fluentui/react-charts';
import type { BarDatum } from './bar-charts';

export interface FunnelProps {
  /** The steps, widest first. */
  data: readonly BarDatum[];
  /** Names the chart for assistive technology (the card shows the visible heading). */
  title: string;
}

/** How many of a whole reach each step (e.g. applications from relevant to hired), with a legend. */
export function Funnel({ data, title }: FunnelProps) {
  return (
    <FunnelChart
      chartTitle={title}
      data={data.map((datum, index) => ({ stage: datum.label, value: datum.value, color: datum.color ?? getNextColor(index) }))}
      height={260}
      orientation="vertical"
    />
  );
}
