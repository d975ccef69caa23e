import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';

/**
 * A short-lived link into the external billing portal. When the portal is unavailable the
 * server answers 503 and the console shows MESSAGES.billingPortalUnavailable.
 */
export const ZBillingPortalResponseSchema = z.object({ url: z.url() });
export type TBillingPortalResponse = z.infer<typeof ZBillingPortalResponseSchema>;

export const getBillingPortalEndpoint = defineEndpoint({
  method: 'GET',
  path: '/tenant/billing',
  summary: 'Link to the billing portal',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  status: 200,
  response: ZBillingPortalResponseSchema,
});
