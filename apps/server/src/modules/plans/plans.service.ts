import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { TPlan } from '@vigil/contract';
import type { Database } from '../../db/schema/database';
import type { PlanDefinition, PlansConfig } from './plan-config';
import { findAssignedPlanId } from './plans.queries';

export interface PlansService {
  /** The tenant's plan: the one assigned to it, else the configured default. */
  planOf(tenantId: string): Promise<TPlan>;
}

export function createPlansService(
  db: Kysely<Database>,
  config: PlansConfig,
  logger: Logger,
): PlansService {
  const byId = new Map(config.plans.map((plan) => [plan.id, plan]));
  // parsePlansConfig guarantees the default names a configured plan.
  const defaultPlan = byId.get(config.defaultPlanId) as PlanDefinition;

  return {
    async planOf(tenantId) {
      const assigned = await findAssignedPlanId(db, tenantId);
      if (assigned === null) return { ...defaultPlan };
      const plan = byId.get(assigned);
      if (plan) return { ...plan };
      // A plan removed from VIGIL_PLANS while tenants still had it: show the default rather
      // than fail the dashboard, and tell the operator.
      logger.warn(
        { tenantId, planId: assigned, defaultPlanId: defaultPlan.id },
        'tenant has a plan that is not configured; answering the default plan',
      );
      return { ...defaultPlan };
    },
  };
}
