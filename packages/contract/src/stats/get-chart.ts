import { z } from 'zod';
import { zListResponse } from '../common/envelopes';
import { ZDateRangeQuerySchema } from '../common/dates';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';

/**
 * The dashboard charts of spec §1, one id each. A closed list lets the server reject a typo
 * with 422 instead of answering an empty chart forever.
 */
export const CHART_IDS = [
  'moderation-activity',
  'top-users-unpublishing',
  'top-domains',
  'clean-vs-unpublished',
  'content-types',
  'extractors',
  'scanners',
] as const;
export type ChartId = (typeof CHART_IDS)[number];

/**
 * One point of any chart: a category or day (`label`), its count (`value`) and, for
 * multi-series charts such as activity per status, the series it belongs to. The spec only
 * says "a list of data"; one shape for all charts keeps the client generic.
 */
export const ZChartPointSchema = z.object({
  label: z.string(),
  value: z.number(),
  series: z.string().optional(),
});
export type TChartPoint = z.infer<typeof ZChartPointSchema>;

export const ZGetChartParamsSchema = z.object({ chartId: z.enum(CHART_IDS) });
export type TGetChartParams = z.infer<typeof ZGetChartParamsSchema>;

export const ZGetChartQuerySchema = ZDateRangeQuerySchema;
export type TGetChartQuery = z.infer<typeof ZGetChartQuerySchema>;

/** Empty list when the range has no data (spec §7). */
export const ZGetChartResponseSchema = zListResponse(ZChartPointSchema);
export type TGetChartResponse = z.infer<typeof ZGetChartResponseSchema>;

/** Also answered at `/charts/:chartId/` (api-notes). */
export const getChartEndpoint = defineEndpoint({
  method: 'GET',
  path: '/charts/:chartId',
  summary: 'One dashboard chart for a date range',
  access: 'session',
  roles: ALL_ROLES,
  quiet: true,
  params: ZGetChartParamsSchema,
  query: ZGetChartQuerySchema,
  status: 200,
  response: ZGetChartResponseSchema,
});
