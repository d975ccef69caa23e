import { CHART_TEXTS } from '../../../components/charts/chart-texts';
import { RowChart } from '../../../components/charts/row-chart';

export interface RankedRow {
  label: string;
  value: number;
}

/** A "top …" list as horizontal bars, most first, one bar a row so long names stay legible. */
export function RankedBarChart({
  data,
  seriesLabel,
  colour,
}: {
  data: readonly RankedRow[];
  seriesLabel: string;
  colour: string;
}) {
  return (
    <RowChart
      data={data}
      entryKey="label"
      series={[{ name: 'value', label: seriesLabel, color: colour }]}
      rowHeight={34}
      maxBarThickness={20}
      withValueLabels
      entryColumn={CHART_TEXTS.nameColumn}
    />
  );
}
