import { z } from 'zod';
import { zListResponse } from '../common/envelopes';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';
import { ZScannerIdSchema } from '../domains/domain-stream';
import { ZModerationCategorySchema } from './moderation-category';

/**
 * Spec §3 says categories are fetched per scanner id, but §7 shows no parameter: the call
 * answers every category, and `scanner_id` (our addition) narrows it.
 */
export const ZListModerationCategoriesQuerySchema = z.object({
  scanner_id: z.coerce.number().pipe(ZScannerIdSchema).optional(),
});
export type TListModerationCategoriesQuery = z.infer<typeof ZListModerationCategoriesQuerySchema>;

export const ZListModerationCategoriesResponseSchema = zListResponse(ZModerationCategorySchema);
export type TListModerationCategoriesResponse = z.infer<
  typeof ZListModerationCategoriesResponseSchema
>;

export const listModerationCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/moderation-categories',
  summary: 'List moderation categories',
  access: 'session',
  roles: MODERATING_ROLES,
  quiet: true,
  query: ZListModerationCategoriesQuerySchema,
  status: 200,
  response: ZListModerationCategoriesResponseSchema,
});
