import type { z } from 'zod';
import { zListResponse } from '../common/envelopes';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { ZTransparencyReportSchema } from './transparency-report';

/** Spec §7: `data.data` is the list, newest month first (decision 0161). */
export const ZListTransparencyReportsResponseSchema = zListResponse(ZTransparencyReportSchema);
export type TListTransparencyReportsResponse = z.infer<
  typeof ZListTransparencyReportsResponseSchema
>;

export const listTransparencyReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/transparency-reports',
  summary: 'List monthly transparency reports, newest first',
  access: 'session',
  roles: ALL_ROLES,
  status: 200,
  response: ZListTransparencyReportsResponseSchema,
});
