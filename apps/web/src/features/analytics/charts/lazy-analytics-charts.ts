/**
 * The Analytics drawings load on demand: the console's own SVG charts (src/components/charts,
 * decision 0175) reach the browser only when a chart is drawn, in the chunk the dashboard's
 * drawings share.
 */
import { lazy } from 'react';

export const LazyStackedPeriodsChart = lazy(() =>
  import('./stacked-periods-chart').then((module) => ({ default: module.StackedPeriodsChart })),
);

export const LazyScoreHistogramChart = lazy(() =>
  import('./score-histogram-chart').then((module) => ({ default: module.ScoreHistogramChart })),
);

export const LazyRateBarsChart = lazy(() =>
  import('./rate-bars-chart').then((module) => ({ default: module.RateBarsChart })),
);

export const LazyModeratorsChart = lazy(() =>
  import('./moderators-chart').then((module) => ({ default: module.ModeratorsChart })),
);

export const LazyBacklogChart = lazy(() =>
  import('./backlog-chart').then((module) => ({ default: module.BacklogChart })),
);
