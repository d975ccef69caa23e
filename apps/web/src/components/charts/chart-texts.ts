/**
 * The chart module's own words (decision 0175): what a screen reader hears for a chart and
 * for each of its entries, the keyboard hint, and the headers of the table of the same
 * figures that goes with every drawing. They belong to the drawing, not to a screen; series
 * names and colours stay the screens' own, from the contract.
 */
import { INTERFACE_LOCALE } from '@vigil/contract';

const seriesList = new Intl.ListFormat(INTERFACE_LOCALE, { style: 'long', type: 'conjunction' });

/** What kind of drawing a chart is, as its summary names it. */
export const CHART_KIND_LABELS = {
  bars: 'Bar chart',
  stackedBars: 'Stacked bar chart',
  barsAndLine: 'Bar and line chart',
  line: 'Line chart',
  donut: 'Donut chart',
} as const;
export type ChartKind = keyof typeof CHART_KIND_LABELS;

export const CHART_TEXTS = {
  /** The chart's accessible name: "Bar chart of Submitted and Unpublished, 3 entries". */
  summary: (kind: ChartKind, series: readonly string[], entries: number): string =>
    `${CHART_KIND_LABELS[kind]} of ${seriesList.format(series)}, ${entries === 1 ? 'one entry' : `${entries} entries`}`,
  keysHint: 'Use the arrow keys to move between entries, Home and End for the first and last.',
  /** One entry read out on focus: "Nov 3: Clean 20, Approved 3". */
  entry: (name: string, values: readonly string[]): string => `${name}: ${values.join(', ')}`,
  seriesValue: (series: string, value: string): string => `${series} ${value}`,
  /** A donut segment: its value and its share of the whole. */
  share: (value: string, percent: string): string => `${value} (${percent})`,
  total: 'Total',
  legendLabel: 'Legend',
  tableCaption: (summary: string): string => `${summary}: the figures`,
  nameColumn: 'Name',
  dayColumn: 'Day',
  shareColumn: 'Share',
} as const;
