import { z } from 'zod';
import { zListResponse } from '../common/envelopes';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';
import { MODERATION_STATUSES } from '../moderation-status';
import { ZReportRecordSchema } from './report-record';

/**
 * The console always asks for newest first; `status` and `domain` are left out when the
 * filter is 'all' (spec §2, §7). The filter offers only known statuses.
 */
export const ZListReportsQuerySchema = z.object({
  sort: z.literal('utc_datetime').default('utc_datetime'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(MODERATION_STATUSES).optional(),
  /** A domain name as in the report records. */
  domain: z.string().min(1).optional(),
});
export type TListReportsQuery = z.infer<typeof ZListReportsQuerySchema>;

export const ZListReportsResponseSchema = zListResponse(ZReportRecordSchema);
export type TListReportsResponse = z.infer<typeof ZListReportsResponseSchema>;

/** 423 while this moderator is locked (spec §4, §8); a success clears the lock screen. */
export const listReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/report',
  access: 'session',
  roles: MODERATING_ROLES,
  query: ZListReportsQuerySchema,
  response: ZListReportsResponseSchema,
});
