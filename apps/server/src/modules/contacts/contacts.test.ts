import {
  ACCOUNT_MESSAGES,
  getAccountContactsEndpoint,
  MESSAGES,
  ROLES,
  updateAccountContactsEndpoint,
  USER_MESSAGES,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  sessionCookieFrom,
  sessionHeaders,
  type TestServer,
} from '../../test/test-server';

const CONTACTS = '/api/tenant/contacts';
const PASSWORD = 'contacts test password 62';
const EMPTY = { primary_email: null, technical_email: null, billing_email: null };

describe('account contacts', () => {
  let server: TestServer;
  let tenantA: string;
  let tenantB: string;
  let cookieA: string;
  let adminA: Record<string, string>;
  let adminB: Record<string, string>;

  const signIn = async (email: string) =>
    sessionCookieFrom(
      await server.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: PASSWORD },
      }),
    );
  const read = async (headers: Record<string, string>) => {
    const response = await server.app.inject({ method: 'GET', url: CONTACTS, headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const save = (headers: Record<string, string>, payload: object) =>
    server.app.inject({ method: 'PUT', url: CONTACTS, headers, payload });

  beforeAll(async () => {
    server = await createTestServer();
    const users = server.ctx.services.users;
    const user = (email: string, roleId: number = ROLES.administrator) => ({
      name: email,
      email,
      password: PASSWORD,
      roleId,
      verified: true,
    });
    tenantA = (
      await users.createTenantWithUsers('Alpha', [
        user('ada@a.test'),
        user('mo@a.test', ROLES.moderator),
        user('vi@a.test', ROLES.viewer),
      ])
    ).id;
    tenantB = (await users.createTenantWithUsers('Beta', [user('bo@b.test')])).id;
    cookieA = await signIn('ada@a.test');
    adminA = sessionHeaders(cookieA, tenantA);
    adminB = sessionHeaders(await signIn('bo@b.test'), tenantB);
  });
  afterAll(async () => {
    await server.close();
  });

  it('are for administrators only (the contract’s role list)', () => {
    expect(getAccountContactsEndpoint.roles).toEqual([ROLES.administrator]);
    expect(updateAccountContactsEndpoint.roles).toEqual([ROLES.administrator]);
  });

  it('refuse moderators and viewers with 403, reading and writing', async () => {
    await save(adminA, {
      primary_email: 'keep@alpha.test',
      technical_email: '',
      billing_email: '',
    });
    for (const email of ['mo@a.test', 'vi@a.test']) {
      const headers = sessionHeaders(await signIn(email), tenantA);
      const get = await server.app.inject({ method: 'GET', url: CONTACTS, headers });
      expect(get.statusCode, email).toBe(403);
      expect(get.json()).toEqual({ message: USER_MESSAGES.roleForbidden });
      const put = await save(headers, { ...EMPTY, primary_email: 'taken@evil.test' });
      expect(put.statusCode, email).toBe(403);
    }
    expect(await read(adminA)).toMatchObject({ primary_email: 'keep@alpha.test' });
    await save(adminA, EMPTY);
  });

  it('start empty, are saved, and read back', async () => {
    expect(await read(adminA)).toEqual(EMPTY);
    const contacts = {
      primary_email: 'owner@alpha.test',
      technical_email: ' ops@alpha.test ',
      billing_email: 'accounts@alpha.test',
    };
    const response = await save(adminA, contacts);
    expect(response.statusCode).toBe(200);
    const stored = { ...contacts, technical_email: 'ops@alpha.test' };
    expect(response.json()).toEqual({
      message: ACCOUNT_MESSAGES.accountContactsSaved,
      data: stored,
    });
    expect(await read(adminA)).toEqual(stored);
  });

  it('clear a contact with an empty value or null', async () => {
    await save(adminA, {
      primary_email: 'owner@alpha.test',
      technical_email: 'ops@alpha.test',
      billing_email: 'accounts@alpha.test',
    });
    const response = await save(adminA, {
      primary_email: 'owner@alpha.test',
      technical_email: '',
      billing_email: null,
    });
    expect(response.statusCode).toBe(200);
    expect(await read(adminA)).toEqual({
      primary_email: 'owner@alpha.test',
      technical_email: null,
      billing_email: null,
    });
  });

  it('refuse a bad address in each field with the spec text, and change nothing', async () => {
    const before = await read(adminA);
    const valid = { primary_email: 'a@alpha.test', technical_email: '', billing_email: '' };
    for (const field of ['primary_email', 'technical_email', 'billing_email'] as const) {
      const response = await save(adminA, { ...valid, [field]: 'not-an-email' });
      expect(response.statusCode, field).toBe(422);
      expect(response.json(), field).toEqual({
        message: MESSAGES.invalidEmail,
        errors: { [field]: [MESSAGES.invalidEmail] },
      });
    }
    const allBad = await save(adminA, {
      primary_email: 'x@',
      technical_email: '@y',
      billing_email: 'z',
    });
    expect(allBad.statusCode).toBe(422);
    expect(allBad.json().errors).toEqual({
      primary_email: [MESSAGES.invalidEmail],
      technical_email: [MESSAGES.invalidEmail],
      billing_email: [MESSAGES.invalidEmail],
    });
    expect(await read(adminA)).toEqual(before);
  });

  it('keep tenants apart, whatever the caller sends', async () => {
    await save(adminB, {
      primary_email: 'owner@beta.test',
      technical_email: 'ops@beta.test',
      billing_email: 'pay@beta.test',
    });
    await save(adminA, {
      primary_email: 'owner@alpha.test',
      technical_email: '',
      billing_email: '',
    });
    expect(await read(adminB)).toEqual({
      primary_email: 'owner@beta.test',
      technical_email: 'ops@beta.test',
      billing_email: 'pay@beta.test',
    });
    expect(await read(adminA)).toMatchObject({ primary_email: 'owner@alpha.test' });

    // A's session naming B's tenant is refused; a tenant id in the body is ignored.
    const cross = sessionHeaders(cookieA, tenantB);
    expect(
      (await server.app.inject({ method: 'GET', url: CONTACTS, headers: cross })).statusCode,
    ).toBe(401);
    expect((await save(cross, { ...EMPTY })).statusCode).toBe(401);
    const smuggled = await save(adminA, { ...EMPTY, tenant_id: tenantB });
    expect(smuggled.statusCode).toBe(200);
    expect(await read(adminB)).toMatchObject({ primary_email: 'owner@beta.test' });
    expect(await read(adminA)).toEqual(EMPTY);
  });
});
