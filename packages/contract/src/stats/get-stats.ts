import { z } from 'zod';
import { ZDateRangeQuerySchema } from '../common/dates';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';

const count = z.number().int().nonnegative();

/**
 * Spec §3 dashboard stats for the chosen range. The spec names the fields; the types and
 * the `top_categories` item are ours (docs/decisions/0011-contract-shapes.md).
 */
export const ZStatsSchema = z.object({
  /** Items scanned in the range. */
  total: count,
  bot_reject: count,
  human_reject: count,
  human_ignore: count,
  /** Domains that received content in the range, out of `total_domains`. */
  domains: count,
  total_domains: count,
  /** Mean seconds from submission to decision; 0 when nothing was decided. */
  response_time: z.number().nonnegative(),
  total_credits: count,
  remaining_credits: z.number().int(),
  /** null when the tenant has no plan; the console shows '(Unknown)'. */
  plan_name: z.string().nullable(),
  top_categories: z.array(z.object({ name: z.string(), count })),
  total_artifacts: count,
});
export type TStats = z.infer<typeof ZStatsSchema>;

export const ZGetStatsQuerySchema = ZDateRangeQuerySchema;
export type TGetStatsQuery = z.infer<typeof ZGetStatsQuerySchema>;

export const ZGetStatsResponseSchema = z.object({ data: ZStatsSchema });
export type TGetStatsResponse = z.infer<typeof ZGetStatsResponseSchema>;

/** Also answered at `/stats/` (api-notes). */
export const getStatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/stats',
  summary: 'Dashboard statistics for a date range',
  access: 'session',
  roles: ALL_ROLES,
  quiet: true,
  query: ZGetStatsQuerySchema,
  status: 200,
  response: ZGetStatsResponseSchema,
});
