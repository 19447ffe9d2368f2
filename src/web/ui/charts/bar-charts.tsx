import { DataVizPalette, HorizontalBarChartWithAxis, VerticalBarChart, getColorFromToken } from '@fluentui/react-charts';

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
}

const rowHeight = 36;
// Axis labels are 10 px bold; about 7 px a character keeps the longest category name uncut.
const labelCharWidth = 7;

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

/** Categories down the side, values along the bottom: long names such as status names stay readable. */
export function HorizontalBars({ data, title }: BarChartProps) {
  const axis = countAxis(data.map((datum) => datum.value));
  const longest = Math.max(0, ...data.map((datum) => datum.label.length));
  return (
    <HorizontalBarChartWithAxis
      chartTitle={title}
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
      margins={{ top: 20, bottom: 35, right: 32, left: Math.min(240, Math.max(40, longest * labelCharWidth + 24)) }}
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

/** Categories along the bottom (e.g. weeks), values up the side. */
export function VerticalBars({ data, title }: BarChartProps) {
  const axis = countAxis(data.map((datum) => datum.value));
  return (
    <VerticalBarChart
      chartTitle={title}
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
      rotateXAxisLables={data.length > 12}
    />
  );
}
