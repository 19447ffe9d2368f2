import { DataVizPalette, HorizontalBarChartWithAxis, VerticalBarChart, getColorFromToken } from '@fluentui/react-charts';
import { ChartFrame } from './chart-frame';
import { PLOT_INSET, bottomAxis, bottomAxisCut, charsThatFit, labelCut, sideAxisCut } from './axis-labels';

export interface BarDatum {
  label: string;
  value: number;
  /** A colour from the data (e.g. a status colour); the chart palette otherwise. */
  color?: string | null;
  /** What the tooltip and screen readers say for the value; the number itself by default. */
  valueText?: string;
}

export interface BarChartProps {
  data: readonly BarDatum[];
  /** Names the chart for assistive technology. */
  title: string;
  /** The most characters a category label shows (e.g. a spec's 15); a narrow chart cuts them shorter still. */
  labelChars?: number;
}

type SizedProps = BarChartProps & { width: number | undefined };

const rowHeight = 36;
/** Room for the category labels beside horizontal bars; a narrow chart gives them at most a share of its width. */
const MAX_LABEL_AREA = 240;
const LABEL_SHARE = 0.45;
/** The tick and its padding between a label and its bar. */
const LABEL_GAP = 24;

/** Data colours when the data has them; otherwise one palette colour, since bars of one series are not categories. */
function colouring(data: readonly BarDatum[]) {
  return data.some((datum) => datum.color) ? {} : { useSingleColor: true, colors: [getColorFromToken(DataVizPalette.color1)] };
}

/** Whole-number steps for counts (no '0.2 applications' ticks); the library's choice for fractions. */
export function countAxis(values: readonly number[]) {
  if (!values.every((value) => Number.isInteger(value))) return { tickCount: 5 };
  const max = Math.max(1, ...values);
  return { tickStep: Math.max(1, Math.ceil(max / 5)), max };
}

function accessibleText(datum: BarDatum) {
  return `${datum.label}: ${datum.valueText ?? datum.value}`;
}

function SizedHorizontalBars({ data, title, labelChars, width }: SizedProps) {
  const axis = countAxis(data.map((datum) => datum.value));
  const area = Math.min(MAX_LABEL_AREA, width === undefined ? MAX_LABEL_AREA : width * LABEL_SHARE);
  const labels = labelCut(
    data.map((datum) => datum.label),
    charsThatFit(area - LABEL_GAP),
    labelChars,
  );
  return (
    <HorizontalBarChartWithAxis
      chartTitle={title}
      width={width}
      // The chart draws its first point at the bottom; lists read top down.
      data={[...data].reverse().map((datum) => ({
        x: datum.value,
        y: datum.label,
        legend: datum.label,
        color: datum.color ?? undefined,
        xAxisCalloutData: datum.valueText ?? String(datum.value),
        yAxisCalloutData: datum.label,
        callOutAccessibilityData: { ariaLabel: accessibleText(datum) },
      }))}
      height={Math.max(160, data.length * rowHeight + 60)}
      margins={{ top: 20, bottom: 35, right: 32, left: Math.max(40, labels.pixels + LABEL_GAP) }}
      {...sideAxisCut(labels)}
      barHeight={20}
      xAxis={axis.tickStep ? { tickStep: axis.tickStep, tick0: 0 } : undefined}
      xAxisTickCount={axis.tickCount}
      xMaxValue={axis.max}
      hideLegend
      showYAxisLables
      roundCorners
      {...colouring(data)}
    />
  );
}

/** Categories down the side, values along the bottom: long names such as status names stay readable. */
export function HorizontalBars(props: BarChartProps) {
  return <ChartFrame>{(width) => <SizedHorizontalBars {...props} width={width} />}</ChartFrame>;
}

function SizedVerticalBars({ data, title, labelChars, width }: SizedProps) {
  const axis = countAxis(data.map((datum) => datum.value));
  const labels = bottomAxis(
    data.map((datum) => datum.label),
    width === undefined ? undefined : (width - PLOT_INSET) / Math.max(1, data.length),
    labelChars,
  );
  return (
    <VerticalBarChart
      chartTitle={title}
      width={width}
      data={data.map((datum) => ({
        x: datum.label,
        y: datum.value,
        legend: datum.label,
        color: datum.color ?? undefined,
        xAxisCalloutData: datum.label,
        yAxisCalloutData: datum.valueText ?? String(datum.value),
        callOutAccessibilityData: { ariaLabel: accessibleText(datum) },
      }))}
      height={260}
      yAxis={axis.tickStep ? { tickStep: axis.tickStep, tick0: 0 } : undefined}
      yAxisTickCount={axis.tickCount}
      yMaxValue={axis.max}
      hideLegend
      {...colouring(data)}
      maxBarWidth={28}
      rotateXAxisLables={labels.rotate}
      {...bottomAxisCut(labels.cut)}
    />
  );
}

/** Categories along the bottom (e.g. weeks), values up the side. */
export function VerticalBars(props: BarChartProps) {
  return <ChartFrame>{(width) => <SizedVerticalBars {...props} width={width} />}</ChartFrame>;
}
