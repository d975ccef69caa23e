/**
 * Plans come from configuration, not from a table: a plan is a commercial promise the operator
 * sets, and the console only reads it (docs/decisions/0051-plans.md). Read once by env.ts.
 */
import { z } from 'zod';

export interface PlanDefinition {
  id: string;
  name: string;
  monthly_credits: number;
}

export interface PlansConfig {
  plans: readonly PlanDefinition[];
  /** The plan of every tenant that has not been given one. */
  defaultPlanId: string;
}

/** Used when VIGIL_PLANS is unset. */
export const BUILT_IN_PLANS: readonly PlanDefinition[] = [
  { id: 'starter', name: 'Starter', monthly_credits: 10_000 },
  { id: 'business', name: 'Business', monthly_credits: 100_000 },
  { id: 'enterprise', name: 'Enterprise', monthly_credits: 1_000_000 },
];

export const BUILT_IN_DEFAULT_PLAN_ID = 'starter';

const ZPlanDefinitionSchema = z.object({
  // Stored on tenants, so kept to a plain, stable token.
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'plan ids are lower-case letters, digits, - and _'),
  name: z.string().trim().min(1).max(100),
  monthly_credits: z.number().int().nonnegative(),
});

const ZPlansSchema = z
  .array(ZPlanDefinitionSchema)
  .min(1, 'at least one plan is needed')
  .refine((plans) => new Set(plans.map((plan) => plan.id)).size === plans.length, {
    error: 'plan ids must be unique',
  });

/**
 * VIGIL_PLANS (a JSON array of {id, name, monthly_credits}) and VIGIL_DEFAULT_PLAN. Throws a
 * message naming the variable, so a bad value stops the server at start.
 */
export function parsePlansConfig(
  plansJson: string | undefined,
  defaultPlanId: string | undefined,
): PlansConfig {
  let plans = BUILT_IN_PLANS;
  if (plansJson !== undefined) {
    let raw: unknown;
    try {
      raw = JSON.parse(plansJson);
    } catch {
      throw new Error('VIGIL_PLANS: must be a JSON array of {id, name, monthly_credits}');
    }
    const parsed = ZPlansSchema.safeParse(raw);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) =>
        [issue.path.join('.'), issue.message].filter(Boolean).join(' '),
      );
      throw new Error(`VIGIL_PLANS: ${problems.join('; ')}`);
    }
    plans = parsed.data;
  }
  const chosen =
    defaultPlanId ?? (plansJson === undefined ? BUILT_IN_DEFAULT_PLAN_ID : plans[0]?.id);
  if (chosen === undefined || !plans.some((plan) => plan.id === chosen)) {
    throw new Error(`VIGIL_DEFAULT_PLAN: no plan has the id "${String(chosen)}"`);
  }
  return { plans, defaultPlanId: chosen };
}
