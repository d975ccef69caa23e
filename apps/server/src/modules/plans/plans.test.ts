import { getPlanEndpoint, ROLES } from '@vigil/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestServer,
  sessionCookieFrom,
  sessionHeaders,
  type TestServer,
} from '../../test/test-server';
import { toStoredTimestamp } from '../../lib/clock';
import type { PlansConfig } from './plan-config';

const PLAN = '/api/tenant/plan';
const PASSWORD = 'plans test password 58';

describe('the tenant’s plan', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** Tenants Alpha (administrator, moderator, viewer) and Beta (administrator), signed in. */
  async function start(plans?: PlansConfig) {
    const started = await createTestServer(plans ? { config: { plans } } : {});
    server = started;
    const users = started.ctx.services.users;
    const user = (email: string, roleId: number) => ({
      name: email,
      email,
      password: PASSWORD,
      roleId,
      verified: true,
    });
    const tenantA = (
      await users.createTenantWithUsers('Alpha', [
        user('ada@a.test', ROLES.administrator),
        user('mo@a.test', ROLES.moderator),
        user('vi@a.test', ROLES.viewer),
      ])
    ).id;
    const tenantB = (
      await users.createTenantWithUsers('Beta', [user('bo@b.test', ROLES.administrator)])
    ).id;
    const headers = async (email: string, tenantId: string) => {
      const login = await started.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: PASSWORD },
      });
      return sessionHeaders(sessionCookieFrom(login), tenantId);
    };
    const read = async (requestHeaders: Record<string, string>) => {
      const response = await started.app.inject({
        method: 'GET',
        url: PLAN,
        headers: requestHeaders,
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const assign = (tenantId: string, planId: string) =>
      started.ctx.database.db
        .insertInto('tenant_billing')
        .values({
          tenant_id: tenantId,
          plan_id: planId,
          stripe_customer_id: null,
          updated_at: toStoredTimestamp(started.clock.now()),
        })
        .execute();
    return { started, tenantA, tenantB, headers, read, assign };
  }

  it('is open to every role: the dashboard shows it to all', () => {
    expect(getPlanEndpoint.roles).toEqual([ROLES.administrator, ROLES.moderator, ROLES.viewer]);
  });

  it('is the default plan for a tenant without one, for every role', async () => {
    const { tenantA, headers, read } = await start();
    for (const email of ['ada@a.test', 'mo@a.test', 'vi@a.test']) {
      expect(await read(await headers(email, tenantA))).toEqual({
        id: 'starter',
        name: 'Starter',
        monthly_credits: 10_000,
      });
    }
  });

  it('follows the configured plans and default', async () => {
    const { tenantA, headers, read } = await start({
      plans: [
        { id: 'trial', name: 'Trial', monthly_credits: 500 },
        { id: 'pro', name: 'Pro', monthly_credits: 50_000 },
      ],
      defaultPlanId: 'pro',
    });
    expect(await read(await headers('ada@a.test', tenantA))).toEqual({
      id: 'pro',
      name: 'Pro',
      monthly_credits: 50_000,
    });
  });

  it('is each tenant’s own: an assigned plan shows to that tenant only', async () => {
    const { started, tenantA, tenantB, headers, read, assign } = await start();
    await assign(tenantB, 'enterprise');
    const adminA = await headers('ada@a.test', tenantA);
    const adminB = await headers('bo@b.test', tenantB);
    expect(await read(adminB)).toEqual({
      id: 'enterprise',
      name: 'Enterprise',
      monthly_credits: 1_000_000,
    });
    expect(await read(adminA)).toMatchObject({ id: 'starter' });

    // A's session naming B's tenant learns nothing.
    const cross = await started.app.inject({
      method: 'GET',
      url: PLAN,
      headers: { ...adminA, 'X-Tenant-Id': tenantB },
    });
    expect(cross.statusCode).toBe(401);
    expect(cross.body).not.toContain('enterprise');
  });

  it('falls back to the default, with a warning, when a tenant’s plan is no longer configured', async () => {
    const { started, tenantA, headers, read, assign } = await start();
    await assign(tenantA, 'retired-plan');
    expect(await read(await headers('ada@a.test', tenantA))).toMatchObject({ id: 'starter' });
    const warning = started.logs.find((line) => line.includes('retired-plan'));
    expect(warning).toBeDefined();
    expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 40, tenantId: tenantA });
  });
});
