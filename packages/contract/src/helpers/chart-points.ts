/**
 * The chart call answers any chart's points (ZChartPointSchema); a screen drawing one chart
 * reads them with that chart's own schema. A point that does not fit is left out rather than
 * failing the whole chart: one odd row should not blank a dashboard card.
 */
import type { z } from 'zod';
import { CHART_POINT_SCHEMAS, type ChartId, type TChartData } from '../stats/get-chart';

export function readChartPoints<Id extends ChartId>(
  chartId: Id,
  points: readonly unknown[],
): TChartData<Id> {
  // Indexing the record by a generic id loses the link between id and schema in TypeScript;
  // CHART_POINT_SCHEMAS' `satisfies` keeps that link true.
  const schema = CHART_POINT_SCHEMAS[chartId] as unknown as z.ZodType<TChartData<Id>[number]>;
  const read: TChartData<Id> = [];
  for (const point of points) {
    const parsed = schema.safeParse(point);
    if (parsed.success) read.push(parsed.data);
  }
  return read;
}
