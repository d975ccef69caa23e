/** The audit log of one report (decisions 0100–0106): every status change, automated or human. */
import { z } from 'zod';
import { zListResponse } from '../common/envelopes';
import { ZUtcTimestampSchema } from '../common/dates';
import { ZIdParamsSchema, ZIdSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';

export const ZReportAuditEntrySchema = z.object({
  id: ZIdSchema,
  /** 'submitted' | 'resubmitted' | 'scanned' | 'unpublished' | 'ignored' | 'callback-failed' … */
  action: z.string(),
  previous_status: z.string().nullable(),
  new_status: z.string(),
  /** null: the engine decided. */
  actor_name: z.string().nullable(),
  category_name: z.string().nullable(),
  score: z.number().int().nullable(),
  detail: z.string().nullable(),
  created_at: ZUtcTimestampSchema,
});
export type TReportAuditEntry = z.infer<typeof ZReportAuditEntrySchema>;

/** Oldest first. Under /report, so it answers 423 while the moderator is locked. */
export const getReportAuditEndpoint = defineEndpoint({
  method: 'GET',
  path: '/report/:id/audit',
  summary: 'The audit log of one report',
  access: 'session',
  roles: MODERATING_ROLES,
  moderationTimed: true,
  quiet: true,
  params: ZIdParamsSchema,
  status: 200,
  response: zListResponse(ZReportAuditEntrySchema),
});
