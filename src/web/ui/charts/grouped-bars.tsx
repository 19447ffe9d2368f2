import { GroupedVerticalBarChart } from '@fluentui/react-charts';
import { countAxis } from './bar-charts';

export interface BarSeries<K extends string> {
  key: K;
  /** The legend's word for the series. */
  label: string;
  /** A fixed colour (a token where possible, so it follows the theme). */
  color: string;
}

export interface BarGroup<K extends string> {
  /** The axis label (may be shortened); `name` is said in full by the tooltip and screen readers. */
  label: string;
  name: string;
  values: Readonly<Record<K, number>>;
}

export interface GroupedBarsProps<K extends string> {
  series: readonly BarSeries<K>[];
  groups: readonly BarGroup<K>[];
  /** Names the chart for assistive technology. */
  title: string;
}

/** Several figures per category side by side (e.g. each recruiter's jobs in progress, closed and overdue), with a legend. */
export function GroupedBars<K extends string>({ series, groups, title }: GroupedBarsProps<K>) {
  const axis = countAxis(groups.flatMap((group) => series.map((one) => group.values[one.key])));
  return (
    <GroupedVerticalBarChart
      chartTitle={title}
      data={groups.map((group) => ({
        name: group.label,
        series: series.map((one) => ({
          key: one.key,
          legend: one.label,
          data: group.values[one.key],
          color: one.color,
          xAxisCalloutData: group.name,
          callOutAccessibilityData: { ariaLabel: `${group.name}, ${one.label}: ${group.values[one.key]}` },
        })),
      }))}
      height={280}
      yAxis={axis.tickStep ? { tickStep: axis.tickStep, tick0: 0 } : undefined}
      yAxisTickCount={axis.tickCount}
      yMaxValue={axis.max}
      maxBarWidth={20}
      rotateXAxisLables={groups.length > 4}
      hideLabels
      roundCorners
    />
  );
}
