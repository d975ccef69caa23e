import { z } from 'zod';
import { ZIdSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';
import { ZMessageResponseSchema } from '../system/error-response';

/**
 * Approve: mark the content clean; it stays on the site (spec §4). 409 if someone else has
 * already decided the report.
 */
export const ZIgnoreReportRequestSchema = z.object({ id: ZIdSchema });
export type TIgnoreReportRequest = z.infer<typeof ZIgnoreReportRequestSchema>;

export const ZIgnoreReportResponseSchema = ZMessageResponseSchema;
export type TIgnoreReportResponse = z.infer<typeof ZIgnoreReportResponseSchema>;

export const ignoreReportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/moderation/ignore',
  access: 'session',
  roles: MODERATING_ROLES,
  body: ZIgnoreReportRequestSchema,
  response: ZIgnoreReportResponseSchema,
});
