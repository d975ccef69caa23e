import { z } from 'zod';
import { zMessageWithData } from '../common/envelopes';
import { ZIdParamsSchema, ZIdSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { MESSAGES } from '../messages';
import { ZScannerSettingSchema, zThreshold } from './domain-stream';

/** `:id` is the domain scanner's id (the scanner as attached to one domain). */
export const ZSaveScannerSettingParamsSchema = ZIdParamsSchema;
export type TSaveScannerSettingParams = z.infer<typeof ZSaveScannerSettingParamsSchema>;

/**
 * One category's threshold pair, saved on every slider move (spec §2). The two handles of one
 * slider cannot cross, so a moderation threshold above the unpublish threshold is refused.
 */
export const ZSaveScannerSettingRequestSchema = z
  .object({
    moderation_category_id: ZIdSchema,
    moderation_threshold: zThreshold('Moderation threshold'),
    unpublish_threshold: zThreshold('Unpublish threshold'),
  })
  .refine((body) => body.moderation_threshold <= body.unpublish_threshold, {
    error: MESSAGES.thresholdsOutOfOrder,
    path: ['moderation_threshold'],
  });
export type TSaveScannerSettingRequest = z.infer<typeof ZSaveScannerSettingRequestSchema>;

export const ZSaveScannerSettingResponseSchema = zMessageWithData(ZScannerSettingSchema);
export type TSaveScannerSettingResponse = z.infer<typeof ZSaveScannerSettingResponseSchema>;

export const saveScannerSettingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/domain-scanner-settings/:id',
  summary: 'Save one category’s thresholds for a domain scanner',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZSaveScannerSettingParamsSchema,
  body: ZSaveScannerSettingRequestSchema,
  status: 200,
  response: ZSaveScannerSettingResponseSchema,
});
