import { ROLES } from '@vigil/contract';
/**
 * Test helpers for two-factor: sign in, set two-factor up through the real routes, compute
 * real codes from the secret in the QR url (as the e2e test does), and keep every response
 * body so a test can assert that no secret leaked.
 */
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP, URI } from 'otpauth';
import { expect } from 'vitest';
import { sessionCookieFrom, sessionHeaders, type TestServer } from '../../test/test-server';

export const TEST_PASSWORD = 'two factor test password 93';

/** `server.app.inject` that remembers every response body. */
export function recordingClient(server: TestServer) {
  const bodies: string[] = [];
  const request = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { headers?: Record<string, string>; payload?: object; remoteAddress?: string } = {},
  ): Promise<LightMyRequestResponse> => {
    const response = await server.app.inject({ method, url, ...options });
    bodies.push(response.body);
    return response;
  };
  return { request, bodies };
}

export type RecordingClient = ReturnType<typeof recordingClient>;

export async function createTenantWithUser(
  server: TestServer,
  email: string,
  options: { roleId?: number; enforcementDate?: string } = {},
): Promise<string> {
  const tenant = await server.ctx.services.users.createTenantWithUsers(`Tenant of ${email}`, [
    {
      name: email.split('@')[0] ?? email,
      email,
      password: TEST_PASSWORD,
      roleId: options.roleId ?? ROLES.administrator,
      verified: true,
    },
  ]);
  if (options.enforcementDate) await setEnforcementDate(server, tenant.id, options.enforcementDate);
  return tenant.id;
}

export async function setEnforcementDate(
  server: TestServer,
  tenantId: string,
  date: string | null,
): Promise<void> {
  await server.ctx.database.db
    .updateTable('tenants')
    .set({ two_factor_enforcement_date: date })
    .where('id', '=', tenantId)
    .execute();
}

export async function signIn(client: RecordingClient, email: string, remoteAddress?: string) {
  const response = await client.request('POST', '/api/login', {
    payload: { email, password: TEST_PASSWORD },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(response.statusCode).toBe(200);
  return { response, cookie: sessionCookieFrom(response) };
}

export function secretFromUrl(url: string): string {
  const otp = URI.parse(url);
  if (!(otp instanceof TOTP)) throw new Error('Not a TOTP url');
  return otp.secret.base32;
}

/** The code an authenticator app shows at `at` (default: the server's now). */
export function codeAt(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

/** Enable → QR → confirm → recovery codes, through the routes, with a real code. */
export async function setUpTwoFactor(
  server: TestServer,
  client: RecordingClient,
  cookie: string,
  tenantId: string,
): Promise<{ secret: string; url: string; recoveryCodes: string[] }> {
  const headers = sessionHeaders(cookie, tenantId);
  expect(
    (await client.request('POST', '/api/user/two-factor-authentication', { headers })).statusCode,
  ).toBe(200);
  const qr = await client.request('GET', '/api/user/two-factor-qr-code', { headers });
  expect(qr.statusCode).toBe(200);
  const { url } = qr.json<{ url: string }>();
  const secret = secretFromUrl(url);
  const confirm = await client.request('POST', '/api/user/confirmed-two-factor-authentication', {
    headers,
    payload: { code: codeAt(secret, server.clock.now()) },
  });
  expect(confirm.statusCode).toBe(200);
  const codes = await client.request('GET', '/api/user/two-factor-recovery-codes', { headers });
  expect(codes.statusCode).toBe(200);
  // The confirming code's step is spent; move on so the next code is a new one.
  server.clock.advance(30_000);
  return { secret, url, recoveryCodes: codes.json<string[]>() };
}

/** Asserts that no recorded response body nor log line contains any of the values. */
export function expectNowhere(
  server: TestServer,
  client: RecordingClient,
  values: readonly string[],
  allowedBodies: (body: string) => boolean = () => false,
): void {
  expect(values.length).toBeGreaterThan(0);
  for (const value of values) {
    expect(value.length).toBeGreaterThan(5);
    for (const body of client.bodies) {
      if (!allowedBodies(body)) expect(body).not.toContain(value);
    }
    for (const line of server.logs) expect(line).not.toContain(value);
  }
}
