/** What a moderator's decision (unpublish or approve) answers. */
import { z } from 'zod';
import { ZUtcTimestampSchema } from '../common/dates';
import { ZIdSchema } from '../common/ids';

/**
 * Whether the site has been told: `delivered` (the plugin answered), `retrying` (it could not
 * be reached yet; the service keeps trying for 24 hours), `no-plugin` (no connected plugin
 * with a callback URL: the site must be handled by hand).
 */
export const DECISION_DELIVERIES = ['delivered', 'retrying', 'no-plugin'] as const;
export type DecisionDelivery = (typeof DECISION_DELIVERIES)[number];

export const ZModerationDecisionSchema = z.object({
  id: ZIdSchema,
  status: z.string(),
  decided_by: z.string(),
  decided_at: ZUtcTimestampSchema,
  delivery: z.enum(DECISION_DELIVERIES),
});
export type TModerationDecision = z.infer<typeof ZModerationDecisionSchema>;
