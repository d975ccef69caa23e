import { CHART_TEXTS } from '../../../components/charts/chart-texts';
import type { ChartSeries } from '../../../components/charts/chart-model';
import { ColumnChart } from '../../../components/charts/column-chart';
import { RowChart } from '../../../components/charts/row-chart';

export type GroupedRow = { label: string } & Record<string, string | number>;

/**
 * Two or more counts side by side for each entry (submitted against unpublished, …): in
 * columns for a few short names (content types, scanners), or on its side, one row per entry
 * with its name on the left, for long names such as domains.
 */
export function GroupedBarChart({
  data,
  series,
  layout = 'columns',
}: {
  data: readonly GroupedRow[];
  series: readonly ChartSeries[];
  layout?: 'columns' | 'rows';
}) {
  return layout === 'rows' ? (
    <RowChart
      data={data}
      entryKey="label"
      series={series}
      rowHeight={48}
      maxBarThickness={16}
      entryColumn={CHART_TEXTS.nameColumn}
    />
  ) : (
    <ColumnChart
      data={data}
      entryKey="label"
      series={series}
      height={260}
      maxBarWidth={36}
      entryColumn={CHART_TEXTS.nameColumn}
    />
  );
}
