/**
 * The drawings load on demand: the console's own SVG charts (src/components/charts, decision
 * 0175) reach the browser only when a screen draws one, in a chunk of their own that the
 * dashboard and Analytics share.
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
