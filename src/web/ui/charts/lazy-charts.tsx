import { lazy } from 'react';

// The charts with their code loaded on first draw (the charting library is the heaviest part of a
// page): for pages that open on tables, such as the dashboard. ChartCard shows a placeholder meanwhile.

export const LazyHorizontalBars = lazy(async () => ({ default: (await import('./bar-charts')).HorizontalBars }));
export const LazyGroupedBars = lazy(async () => ({ default: (await import('./grouped-bars')).GroupedBars }));
export const LazyFunnel = lazy(async () => ({ default: (await import('./funnel')).Funnel }));
