import { z } from 'zod';
import { zListResponse } from '../common/envelopes';
import { ZUtcTimestampSchema } from '../common/dates';
import { ZIdSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';

/**
 * One monthly transparency report, generated on the first of the following month if the
 * month had data (spec §9). The spec does not show the item; this is what a download list
 * needs (docs/decisions/0011-contract-shapes.md). `download_url` is a path or URL chosen by
 * the server, so the console never builds it.
 */
export const ZTransparencyReportSchema = z.object({
  id: ZIdSchema,
  /** The month the report covers, `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  generated_at: ZUtcTimestampSchema,
  download_url: z.string().min(1),
});
export type TTransparencyReport = z.infer<typeof ZTransparencyReportSchema>;

export const ZListTransparencyReportsResponseSchema = zListResponse(ZTransparencyReportSchema);
export type TListTransparencyReportsResponse = z.infer<
  typeof ZListTransparencyReportsResponseSchema
>;

export const listTransparencyReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/transparency-reports',
  summary: 'List monthly transparency reports',
  access: 'session',
  roles: ALL_ROLES,
  status: 200,
  response: ZListTransparencyReportsResponseSchema,
});
