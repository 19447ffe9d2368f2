import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import '../../../support/chart-layout';
import { HorizontalBars } from '../../../../src/web/ui/charts/bar-charts';
import { GroupedBars } from '../../../../src/web/ui/charts/grouped-bars';
import { bottomAxis, labelCut } from '../../../../src/web/ui/charts/axis-labels';
import { renderUi } from '../render-ui';

// jsdom lays nothing out: here every box is `boxWidth` wide, and the test plays the ResizeObserver.
let boxWidth = 600;
let resized: (() => void)[] = [];

type Observed = (entries: { target: Element; contentRect: DOMRect }[]) => void;

beforeEach(() => {
  boxWidth = 600;
  resized = [];
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => DOMRect.fromRect({ width: boxWidth, height: 300 }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: Observed) {}
      observe(target: Element) {
        resized.push(() => this.callback([{ target, contentRect: DOMRect.fromRect({ width: boxWidth, height: 300 }) }]));
      }
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.restoreAllMocks());

/** The window narrows: every observed box is now `width` wide. */
function resizeTo(width: number) {
  boxWidth = width;
  act(() => resized.forEach((callback) => callback()));
}

const chartWidth = (container: HTMLElement) => container.querySelector('svg[role="region"]')?.getAttribute('width');
/** Each axis label as drawn and in full (the library keeps the whole label for its hover tooltip). */
const axisLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('.tick text')]
    .filter((tick) => tick.hasAttribute('data-full'))
    .map((tick) => [tick.textContent, tick.getAttribute('data-full')]);

const SOURCES = [
  { label: 'Employee Referral Programme', value: 12 },
  { label: 'LinkedIn', value: 8 },
];

describe('Charts in a narrowing card', () => {
  it('draws a chart at its box width and again when the box narrows, so it never scrolls sideways', () => {
    const { container } = renderUi(<HorizontalBars title="Applications per source" data={SOURCES} />);
    expect(chartWidth(container)).toBe('600');
    resizeTo(302);
    expect(chartWidth(container)).toBe('302');
  });

  it('cuts long category names to what a narrow chart has room for, keeping the whole name for the tooltip', () => {
    const { container } = renderUi(<HorizontalBars title="Applications per source" data={SOURCES} />);
    expect(axisLabels(container)).toEqual([]);
    resizeTo(302);
    expect(axisLabels(container)).toContainEqual(['Employee Refer...', 'Employee Referral Programme']);
    expect(axisLabels(container)).toContainEqual(['LinkedIn', 'LinkedIn']);
  });

  it("keeps a page's own limit on label length (the dashboard's 15 characters) on a wide chart", () => {
    const { container } = renderUi(<HorizontalBars title="Applications per source" data={SOURCES} labelChars={15} />);
    expect(axisLabels(container)).toContainEqual(['Employee Referr...', 'Employee Referral Programme']);
  });

  it('turns the labels of grouped bars when too little of them would show flat', () => {
    const series = [{ key: 'open', label: 'Open', color: 'green' }] as const;
    const groups = ['Samantha Longsurname', 'Rita Recruiter', 'Neha Kapoor', 'Arjun Nair'].map((name) => ({ name, values: { open: 1 } }));
    const { container } = renderUi(<GroupedBars title="Jobs per recruiter" series={series} groups={groups} labelChars={15} />);
    const turned = () => [...container.querySelectorAll('.tick')].some((tick) => tick.getAttribute('transform')?.includes('rotate'));
    expect(turned()).toBe(false);
    expect(axisLabels(container)).toContainEqual(['Samantha Longsu...', 'Samantha Longsurname']);
    resizeTo(302);
    expect(turned()).toBe(true);
    expect(axisLabels(container)).toContainEqual(['Samantha Longsu...', 'Samantha Longsurname']);
  });
});

describe('Axis label rules', () => {
  it('cuts labels to the room or the limit, whichever is shorter, never below a few characters', () => {
    expect(labelCut(['Short', 'A much longer name'], 10)).toEqual({ chars: 10, cut: true, pixels: 80 });
    expect(labelCut(['Short'], 10)).toEqual({ chars: 10, cut: false, pixels: 35 });
    expect(labelCut(['A much longer name'], 30, 15).chars).toBe(15);
    expect(labelCut(['A much longer name'], 1).chars).toBe(4);
  });

  it('lays bottom labels flat while enough of them shows, and turns them otherwise', () => {
    expect(bottomAxis(['Neha Kapoor'], 120)).toMatchObject({ rotate: false, cut: { cut: false } });
    expect(bottomAxis(['Samantha Longsurname-Recruiter'], 120)).toMatchObject({ rotate: false, cut: { chars: 14, cut: true } });
    expect(bottomAxis(['Neha Kapoor'], 60, 15)).toMatchObject({ rotate: true, cut: { cut: false } });
    expect(bottomAxis(['Samantha Longsurname-Recruiter'], 60, 15)).toMatchObject({ rotate: true, cut: { chars: 15, cut: true } });
    // Before the chart is measured: flat, cut only to the limit.
    expect(bottomAxis(['Samantha Longsurname-Recruiter'], undefined, 15)).toMatchObject({ rotate: false, cut: { chars: 15 } });
  });
});
