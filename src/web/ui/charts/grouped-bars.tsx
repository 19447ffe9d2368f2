import { GroupedVerticalBarChart } from '@fluentui/react-charts';
import { countAxis } from './bar-charts';
import { ChartFrame } from './chart-frame';
import { PLOT_INSET, bottomAxis, bottomAxisCut } from './axis-labels';

export interface BarSeries<K extends string> {
  key: K;
  /** The legend's word for the series. */
  label: string;
  /** A fixed colour (a token where possible, so it follows the theme). */
  color: string;
}

export interface BarGroup<K extends string> {
  /** The category's name: on the axis (cut to fit), in full in the tooltip and for screen readers. */
  name: string;
  values: Readonly<Record<K, number>>;
}

export interface GroupedBarsProps<K extends string> {
  series: readonly BarSeries<K>[];
  groups: readonly BarGroup<K>[];
  /** Names the chart for assistive technology. */
  title: string;
  /** The most characters a category label shows (e.g. a spec's 15); a narrow chart cuts them shorter or turns them. */
  labelChars?: number;
}

function SizedGroupedBars<K extends string>({
  series,
  groups,
  title,
  labelChars,
  width,
}: GroupedBarsProps<K> & { width: number | undefined }) {
  const axis = countAxis(groups.flatMap((group) => series.map((one) => group.values[one.key])));
  const labels = bottomAxis(
    groups.map((group) => group.name),
    width === undefined ? undefined : (width - PLOT_INSET) / Math.max(1, groups.length),
    labelChars,
  );
  return (
    <GroupedVerticalBarChart
      chartTitle={title}
      width={width}
      data={groups.map((group) => ({
        name: group.name,
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
      rotateXAxisLables={labels.rotate}
      {...bottomAxisCut(labels.cut)}
      hideLabels
      roundCorners
    />
  );
}

/** Several figures per category side by side (e.g. each recruiter's jobs in progress, closed and overdue), with a legend. */
export function GroupedBars<K extends string>(props: GroupedBarsProps<K>) {
  return <ChartFrame>{(width) => <SizedGroupedBars {...props} width={width} />}</ChartFrame>;
}
