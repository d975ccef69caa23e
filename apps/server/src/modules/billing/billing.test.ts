import { getBillingPortalEndpoint, MESSAGES, ROLES, USER_MESSAGES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../env';
import { createTestServer, sessionCookieFrom, sessionHeaders } from '../../test/test-server';
import { startFakeStripe, type FakeStripe } from './test/fake-stripe';

const BILLING = '/api/tenant/billing';
const PASSWORD = 'billing test password 35';
const SECRET_KEY = 'sk_test_vigil_fake_secret_9f8e7d6c5b4a';

/** A server with tenants Alpha (ada@a.test) and Beta (bo@b.test), both signed in. */
async function startServer(billing: Config['billing']) {
  const server = await createTestServer({ config: { billing } });
  const users = server.ctx.services.users;
  const admin = (email: string) => ({
    name: email,
    email,
    password: PASSWORD,
    roleId: ROLES.administrator,
    verified: true,
  });
  const tenantA = (await users.createTenantWithUsers('Alpha Media', [admin('ada@a.test')])).id;
  const tenantB = (await users.createTenantWithUsers('Beta News', [admin('bo@b.test')])).id;
  const signIn = async (email: string) =>
    sessionCookieFrom(
      await server.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: PASSWORD },
      }),
    );
  const cookieA = await signIn('ada@a.test');
  const adminA = sessionHeaders(cookieA, tenantA);
  const adminB = sessionHeaders(await signIn('bo@b.test'), tenantB);
  const open = (headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: BILLING, headers });
  const storedCustomer = async (tenantId: string) =>
    (
      await server.ctx.database.db
        .selectFrom('tenant_billing')
        .select(['stripe_customer_id'])
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst()
    )?.stripe_customer_id ?? null;
  return { server, tenantA, tenantB, cookieA, adminA, adminB, open, storedCustomer };
}

describe('billing portal', () => {
  it('is for administrators only (the contract’s role list)', () => {
    expect(getBillingPortalEndpoint.roles).toEqual([ROLES.administrator]);
  });

  it('is unavailable (503 with the spec text) when nothing is configured', async () => {
    const { server, adminA } = await startServer({ portalUrl: undefined, stripe: undefined });
    try {
      const response = await server.app.inject({ method: 'GET', url: BILLING, headers: adminA });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: MESSAGES.billingPortalUnavailable });
    } finally {
      await server.close();
    }
  });

  it('hands out BILLING_PORTAL_URL as it is', async () => {
    const portalUrl = 'https://billing.example.com/portal?org=vigil';
    const { server, adminA, adminB } = await startServer({ portalUrl, stripe: undefined });
    try {
      for (const headers of [adminA, adminB]) {
        const response = await server.app.inject({ method: 'GET', url: BILLING, headers });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ url: portalUrl });
      }
    } finally {
      await server.close();
    }
  });
});

describe('billing portal through Stripe', () => {
  let stripe: FakeStripe;
  let setup: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    stripe = await startFakeStripe(SECRET_KEY);
    setup = await startServer({
      portalUrl: undefined,
      stripe: { secretKey: SECRET_KEY, apiBase: stripe.apiBase },
    });
  });
  afterAll(async () => {
    await setup.server.close();
    await stripe.close();
  });

  const everythingSent = () => [
    ...setup.server.logs,
    ...stripe.requests.map((request) => JSON.stringify(request.form)),
  ];

  it('creates the tenant’s customer once, then a portal session on each visit', async () => {
    const { server, tenantA, adminA, open, storedCustomer } = setup;
    await server.app.inject({
      method: 'PUT',
      url: '/api/tenant/contacts',
      headers: adminA,
      payload: {
        primary_email: 'owner@alpha.test',
        technical_email: '',
        billing_email: 'accounts@alpha.test',
      },
    });

    const first = await open(adminA);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ url: 'https://billing.stripe.test/p/session/test_1' });
    expect(stripe.customers).toEqual([
      {
        id: 'cus_fake1',
        name: 'Alpha Media',
        email: 'accounts@alpha.test',
        metadata: { vigil_tenant_id: tenantA },
      },
    ]);
    expect(await storedCustomer(tenantA)).toBe('cus_fake1');
    const [customerCall, sessionCall] = stripe.requests;
    expect(customerCall).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      authorization: `Bearer ${SECRET_KEY}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(customerCall?.idempotencyKey).toMatch(new RegExp(`^vigil-customer-${tenantA}-`));
    expect(sessionCall).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      authorization: `Bearer ${SECRET_KEY}`,
      form: { customer: 'cus_fake1', return_url: 'http://localhost:3000/settings' },
    });

    const second = await open(adminA);
    expect(second.json()).toEqual({ url: 'https://billing.stripe.test/p/session/test_2' });
    expect(stripe.customers).toHaveLength(1);
    expect(stripe.requests.filter((request) => request.path === '/v1/customers')).toHaveLength(1);
    expect(stripe.requests.at(-1)?.form.customer).toBe('cus_fake1');
  });

  it('gives each tenant its own customer, named and emailed from its own account', async () => {
    const { tenantA, tenantB, adminB, open, storedCustomer } = setup;
    await setup.server.app.inject({
      method: 'PUT',
      url: '/api/tenant/contacts',
      headers: adminB,
      payload: { primary_email: 'chief@beta.test', technical_email: '', billing_email: '' },
    });
    const response = await open(adminB);
    expect(response.statusCode).toBe(200);
    // Without a billing contact, the primary contact is the customer's email.
    expect(stripe.customers.at(-1)).toEqual({
      id: 'cus_fake2',
      name: 'Beta News',
      email: 'chief@beta.test',
      metadata: { vigil_tenant_id: tenantB },
    });
    expect(stripe.requests.at(-1)?.form.customer).toBe('cus_fake2');
    expect(await storedCustomer(tenantB)).toBe('cus_fake2');
    expect(await storedCustomer(tenantA)).toBe('cus_fake1');
  });

  it('refuses moderators and viewers with 403, before any call to Stripe', async () => {
    const users = setup.server.ctx.services.users;
    const tenant = await users.createTenantWithUsers('Epsilon', [
      { name: 'M', email: 'm@e.test', password: PASSWORD, roleId: ROLES.moderator, verified: true },
      { name: 'V', email: 'v@e.test', password: PASSWORD, roleId: ROLES.viewer, verified: true },
    ]);
    const before = stripe.requests.length;
    for (const email of ['m@e.test', 'v@e.test']) {
      const login = await setup.server.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: PASSWORD },
      });
      const response = await setup.open(sessionHeaders(sessionCookieFrom(login), tenant.id));
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toEqual({ message: USER_MESSAGES.roleForbidden });
    }
    expect(stripe.requests).toHaveLength(before);
    expect(await setup.storedCustomer(tenant.id)).toBeNull();
  });

  it('never opens another tenant’s portal through the tenant header', async () => {
    const { cookieA, tenantB, open } = setup;
    const before = stripe.requests.length;
    const response = await open(sessionHeaders(cookieA, tenantB));
    expect(response.statusCode).toBe(401);
    expect(stripe.requests).toHaveLength(before);
  });

  it('makes one customer when two first visits arrive together', async () => {
    const users = setup.server.ctx.services.users;
    const tenant = await users.createTenantWithUsers('Gamma Radio', [
      {
        name: 'Gi',
        email: 'gi@c.test',
        password: PASSWORD,
        roleId: ROLES.administrator,
        verified: true,
      },
    ]);
    const login = await setup.server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'gi@c.test', password: PASSWORD },
    });
    const headers = sessionHeaders(sessionCookieFrom(login), tenant.id);
    const before = stripe.customers.length;
    const [one, two] = await Promise.all([setup.open(headers), setup.open(headers)]);
    expect([one?.statusCode, two?.statusCode]).toEqual([200, 200]);
    expect(stripe.customers).toHaveLength(before + 1);
    const portalCalls = stripe.requests.filter(
      (request) => request.path === '/v1/billing_portal/sessions' && request.form.customer,
    );
    expect(portalCalls.slice(-2).map((request) => request.form.customer)).toEqual([
      `cus_fake${before + 1}`,
      `cus_fake${before + 1}`,
    ]);
  });

  it('answers 503 when Stripe refuses, and never lets the secret key out', async () => {
    const { adminA, open } = setup;
    // Stripe echoing the key in its error text must not carry it into a log or a reply.
    stripe.failPath('/v1/billing_portal/sessions', {
      status: 500,
      type: 'api_error',
      message: `Something went wrong with key ${SECRET_KEY}`,
    });
    try {
      const response = await open(adminA);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: MESSAGES.billingPortalUnavailable });
      expect(response.body).not.toContain(SECRET_KEY);
    } finally {
      stripe.failPath('/v1/billing_portal/sessions', undefined);
    }
    const warning = setup.server.logs.find((line) => line.includes('Stripe billing portal'));
    expect(warning).toContain('[redacted]');
    expect(JSON.parse(warning ?? '{}')).toMatchObject({
      level: 40,
      failure: { type: 'StripeAPIError', statusCode: 500 },
    });
    for (const text of everythingSent()) expect(text).not.toContain(SECRET_KEY);
  });

  it('stores no customer when creating it fails, and creates it on the next visit', async () => {
    const users = setup.server.ctx.services.users;
    const tenant = await users.createTenantWithUsers('Delta Blog', [
      {
        name: 'Di',
        email: 'di@d.test',
        password: PASSWORD,
        roleId: ROLES.administrator,
        verified: true,
      },
    ]);
    const login = await setup.server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'di@d.test', password: PASSWORD },
    });
    const headers = sessionHeaders(sessionCookieFrom(login), tenant.id);
    stripe.failPath('/v1/customers', {
      status: 400,
      type: 'invalid_request_error',
      message: 'Invalid email address',
    });
    const failed = await setup.open(headers);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ message: MESSAGES.billingPortalUnavailable });
    expect(await setup.storedCustomer(tenant.id)).toBeNull();

    stripe.failPath('/v1/customers', undefined);
    const retried = await setup.open(headers);
    expect(retried.statusCode).toBe(200);
    expect(await setup.storedCustomer(tenant.id)).toMatch(/^cus_fake\d+$/);
  });

  it('answers 503 when the key is wrong, without the key anywhere', async () => {
    const wrongKey = 'sk_test_wrong_key_0123456789abcdef';
    const other = await startServer({
      portalUrl: undefined,
      stripe: { secretKey: wrongKey, apiBase: stripe.apiBase },
    });
    try {
      const response = await other.open(other.adminA);
      expect(response.statusCode).toBe(503);
      expect(response.body).not.toContain(wrongKey);
      const warning = other.server.logs.find((line) => line.includes('Stripe billing portal'));
      expect(JSON.parse(warning ?? '{}')).toMatchObject({
        failure: { type: 'StripeAuthenticationError', statusCode: 401 },
      });
      expect(other.server.logs.join('\n')).not.toContain(wrongKey);
    } finally {
      await other.server.close();
    }
  });

  it('answers 503 when Stripe cannot be reached', async () => {
    const down = await startFakeStripe(SECRET_KEY);
    await down.close();
    const other = await startServer({
      portalUrl: undefined,
      stripe: { secretKey: SECRET_KEY, apiBase: down.apiBase },
    });
    try {
      const response = await other.open(other.adminA);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: MESSAGES.billingPortalUnavailable });
      expect(other.server.logs.join('\n')).not.toContain(SECRET_KEY);
    } finally {
      await other.server.close();
    }
  });
});
