/**
 * The tenant's plan (Settings › Billing and the dashboard). Plans are defined in the server's
 * configuration; see docs/decisions/0051-plans.md.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';

export const ZPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  monthly_credits: z.number().int().nonnegative(),
});
export type TPlan = z.infer<typeof ZPlanSchema>;

export const getPlanEndpoint = defineEndpoint({
  method: 'GET',
  path: '/tenant/plan',
  summary: 'The plan and its credits',
  access: 'session',
  roles: ALL_ROLES,
  status: 200,
  response: ZPlanSchema,
});
