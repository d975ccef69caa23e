/** Spec §3 moderation category: what a scanner scores content for (e.g. "Hate speech"). */
import { z } from 'zod';
import { ZIdSchema } from '../common/ids';
import { ZScannerIdSchema } from '../domains/domain-stream';

export const ZModerationCategorySchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  /** The extractor whose output the category applies to; null when it is not tied to one. */
  extractor_id: ZIdSchema.nullable(),
  scanner_id: ZScannerIdSchema,
});
export type TModerationCategory = z.infer<typeof ZModerationCategorySchema>;
