/**
 * The drawings load on demand: @mantine/charts and recharts reach the browser only when a
 * screen draws a chart, in a chunk of their own (decision 0145; vite.config.ts names it).
 */
import { lazy } from 'react';

export const LazyModerationActivityChart = lazy(() =>
  import('./moderation-activity-chart').then((module) => ({
    default: module.ModerationActivityChart,
  })),
);

export const LazyRankedBarChart = lazy(() =>
  import('./ranked-bar-chart').then((module) => ({ default: module.RankedBarChart })),
);

export const LazyGroupedBarChart = lazy(() =>
  import('./grouped-bar-chart').then((module) => ({ default: module.GroupedBarChart })),
);

export const LazyOutcomeDonutChart = lazy(() =>
  import('./outcome-donut-chart').then((module) => ({ default: module.OutcomeDonutChart })),
);
