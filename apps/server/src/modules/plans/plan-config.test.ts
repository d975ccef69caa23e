import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../env';
import { parsePlansConfig } from './plan-config';

describe('plans from configuration', () => {
  it('defaults to the built-in plans with Starter for tenants without a plan', () => {
    const config = loadConfig({}, []).plans;
    expect(config.plans).toEqual([
      { id: 'starter', name: 'Starter', monthly_credits: 10_000 },
      { id: 'business', name: 'Business', monthly_credits: 100_000 },
      { id: 'enterprise', name: 'Enterprise', monthly_credits: 1_000_000 },
    ]);
    expect(config.defaultPlanId).toBe('starter');
  });

  it('lets VIGIL_DEFAULT_PLAN choose another built-in plan', () => {
    expect(loadConfig({ VIGIL_DEFAULT_PLAN: 'business' }, []).plans.defaultPlanId).toBe('business');
  });

  it('reads VIGIL_PLANS as JSON; its first plan is the default unless one is named', () => {
    const plans = [
      { id: 'trial', name: 'Trial', monthly_credits: 500 },
      { id: 'pro', name: 'Pro', monthly_credits: 50_000 },
    ];
    expect(loadConfig({ VIGIL_PLANS: JSON.stringify(plans) }, []).plans).toEqual({
      plans,
      defaultPlanId: 'trial',
    });
    expect(
      loadConfig({ VIGIL_PLANS: JSON.stringify(plans), VIGIL_DEFAULT_PLAN: 'pro' }, []).plans
        .defaultPlanId,
    ).toBe('pro');
  });

  it('refuses bad plan settings at start, naming the variable', () => {
    const bad: Array<[string | undefined, string | undefined, RegExp]> = [
      ['not json', undefined, /VIGIL_PLANS: must be a JSON array/],
      ['[]', undefined, /VIGIL_PLANS: at least one plan/],
      [
        '[{"id":"a","name":"A","monthly_credits":-1}]',
        undefined,
        /VIGIL_PLANS: 0\.monthly_credits/,
      ],
      ['[{"id":"a","name":"A","monthly_credits":1.5}]', undefined, /VIGIL_PLANS/],
      ['[{"id":"Has Space","name":"A","monthly_credits":1}]', undefined, /plan ids are lower-case/],
      [
        '[{"id":"a","name":"A","monthly_credits":1},{"id":"a","name":"B","monthly_credits":2}]',
        undefined,
        /plan ids must be unique/,
      ],
      [undefined, 'gold', /VIGIL_DEFAULT_PLAN: no plan has the id "gold"/],
      ['[{"id":"a","name":"A","monthly_credits":1}]', 'starter', /VIGIL_DEFAULT_PLAN/],
    ];
    for (const [plans, defaultPlan, message] of bad) {
      expect(() => parsePlansConfig(plans, defaultPlan), String(plans)).toThrow(message);
      const env: Record<string, string> = {};
      if (plans !== undefined) env.VIGIL_PLANS = plans;
      if (defaultPlan !== undefined) env.VIGIL_DEFAULT_PLAN = defaultPlan;
      expect(() => loadConfig(env, []), String(plans)).toThrow(/^Invalid configuration: VIGIL_/);
    }
  });
});
