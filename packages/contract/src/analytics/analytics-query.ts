/**
 * The filters every Analytics call shares (decision 0170): a range of UTC days (the
 * dashboard's rules: inclusive, at most MAX_DATE_RANGE_DAYS, reversed refused), the domains
 * to count (none named: every domain the caller sees), one content type or all, and the
 * granularity of the periods a chart over time is drawn in.
 */
import { z } from 'zod';
import { ZDateRangeQuerySchema } from '../common/dates';
import { MAX_ANALYTICS_DOMAINS } from '../constants';
import { MESSAGES } from '../messages';
import { REPORT_CONTENT_TYPES } from '../moderation/report-record';

export const ANALYTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * `domain_ids=a,b,c`: comma-separated domain ids. Empty or absent: every domain the caller
 * sees (deleted ones included for administrators and viewers). An id the caller cannot see
 * counts nothing: the answer is the same as for a domain with no items, never another
 * tenant's numbers.
 */
export const ZDomainIdListSchema = z
  .string()
  .max(MAX_ANALYTICS_DOMAINS * 101)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .refine((ids) => ids.every((id) => ID_PATTERN.test(id)), { error: MESSAGES.invalidDomainIds })
  .refine((ids) => ids.length <= MAX_ANALYTICS_DOMAINS, { error: MESSAGES.tooManyDomainIds });

export const ZAnalyticsFiltersSchema = z.object({
  domain_ids: ZDomainIdListSchema.optional(),
  content_type: z.enum(REPORT_CONTENT_TYPES).optional(),
});

export const ZAnalyticsQuerySchema = ZDateRangeQuerySchema.and(ZAnalyticsFiltersSchema);
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuerySchema>;

/** Charts drawn over time add the granularity (default `day`). */
export const ZAnalyticsTimeQuerySchema = ZAnalyticsQuerySchema.and(
  z.object({ granularity: z.enum(ANALYTICS_GRANULARITIES).default('day') }),
);
export type TAnalyticsTimeQuery = z.infer<typeof ZAnalyticsTimeQuerySchema>;

/**
 * One period of a chart over time, both ends inclusive UTC days, cut to the range: a week
 * runs Monday to Sunday (ISO), a month is the calendar month, so the first and last period
 * may be shorter than the rest.
 */
export const ZAnalyticsPeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
});
export type TAnalyticsPeriod = z.infer<typeof ZAnalyticsPeriodSchema>;
