import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  TENANT_NOT_FOUND_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  ROLES,
  SESSION_HINT_COOKIE,
  SESSION_HINT_VALUE,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../http/session-cookie';
import {
  createTestServer,
  sessionCookieFrom,
  sessionHeaders,
  type TestServer,
} from '../../test/test-server';
import { FAILED_LOGIN_MESSAGE } from './auth.routes';
import { GUESS_RULES } from './guess-rules';
import { SESSION_IDLE_MS } from './session.service';

const PASSWORD = 'correct horse battery staple 42';

describe('sign-in, session check and sign-out', () => {
  let server: TestServer;
  let tenantA: string;
  let tenantB: string;

  beforeAll(async () => {
    server = await createTestServer();
    const users = server.ctx.services.users;
    tenantA = (
      await users.createTenantWithUsers('Alpha Media', [
        {
          name: 'Ada',
          email: 'ada@alpha.test',
          password: PASSWORD,
          roleId: ROLES.administrator,
          verified: true,
        },
      ])
    ).id;
    await users.createTenantWithUsers('Gamma Blog', [
      {
        name: 'Gus',
        email: 'gus@gamma.test',
        password: PASSWORD,
        roleId: ROLES.administrator,
        verified: true,
      },
      {
        name: 'Una',
        email: 'una@gamma.test',
        password: PASSWORD,
        roleId: ROLES.moderator,
        verified: false,
      },
    ]);
    tenantB = (
      await users.createTenantWithUsers('Beta News', [
        {
          name: 'Bo',
          email: 'bo@beta.test',
          password: PASSWORD,
          roleId: ROLES.moderator,
          verified: true,
        },
      ])
    ).id;
  });
  afterAll(async () => {
    await server.close();
  });

  const login = (email: string, password: string, remoteAddress?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('signs in with the login reply fields and an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await login('  ADA@alpha.test ', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tenant_id: tenantA,
      role_id: ROLES.administrator,
      two_factor: false,
      two_factor_enforced: false,
      name: 'Ada',
      tenant_name: 'Alpha Media',
      two_factor_enforcement_date: null,
      eula_accepted: false,
    });
    const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    // The hint scripts read carries no secret and lives as long as the session cookie.
    const hint = response.cookies.find((candidate) => candidate.name === SESSION_HINT_COOKIE);
    expect(hint?.value).toBe(SESSION_HINT_VALUE);
    expect(hint?.httpOnly).toBeUndefined();
    expect(hint?.sameSite).toBe('Lax');
    expect(hint?.maxAge).toBe(cookie?.maxAge);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrongPassword = await login('ada@alpha.test', 'not the password');
    const unknownEmail = await login('nobody@alpha.test', 'not the password');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: FAILED_LOGIN_MESSAGE,
        errors: { email: [FAILED_LOGIN_MESSAGE] },
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('asks for the email with the spec text when it is missing', async () => {
    const response = await login('', PASSWORD);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([MESSAGES.signInWithoutEmail]);
  });

  it('checks the session, and the tenant header against it', async () => {
    const cookie = sessionCookieFrom(await login('ada@alpha.test', PASSWORD));
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: sessionHeaders(cookie, tenantA),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ two_factor_enabled: false, role_id: ROLES.administrator });

    const noCookie = await server.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });

    // Without a stored profile the console sends no header: the session check still answers,
    // so the console can show the missing-profile dialog and sign out (spec §4).
    const noHeader = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie },
    });
    expect(noHeader.statusCode).toBe(200);

    const otherTenant = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: sessionHeaders(cookie, tenantB),
    });
    expect(otherTenant.statusCode).toBe(401);
    expect(otherTenant.json()).toEqual({ message: TENANT_NOT_FOUND_MESSAGE });

    const forgedToken = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: sessionHeaders(`${SESSION_COOKIE}=forged-token`, tenantA),
    });
    expect(forgedToken.statusCode).toBe(401);
  });

  it('signs out: the session stops working', async () => {
    const cookie = sessionCookieFrom(await login('bo@beta.test', PASSWORD));
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: sessionHeaders(cookie, tenantB),
    });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    const hint = logout.cookies.find((candidate) => candidate.name === SESSION_HINT_COOKIE);
    expect(hint?.value).toBe('');
    expect(hint?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: sessionHeaders(cookie, tenantB),
    });
    expect(me.statusCode).toBe(401);
  });

  it('signs out without the tenant header too, so a console that lost its profile can', async () => {
    const cookie = sessionCookieFrom(await login('ada@alpha.test', PASSWORD));
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });
  });

  it('ends a session left idle too long', async () => {
    const cookie = sessionCookieFrom(await login('ada@alpha.test', PASSWORD));
    server.clock.advance(SESSION_IDLE_MS - 60_000);
    const stillAlive = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: sessionHeaders(cookie, tenantA),
    });
    expect(stillAlive.statusCode).toBe(200);
    server.clock.advance(SESSION_IDLE_MS + 1);
    const expired = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: sessionHeaders(cookie, tenantA),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });
  });

  it('never writes a password or a session token to the log', async () => {
    const response = await login('ada@alpha.test', PASSWORD);
    const token = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE)?.value;
    await login('ada@alpha.test', 'a wrong secret password');
    const logText = server.logs.join('\n');
    expect(logText).toContain('/api/login');
    expect(logText).not.toContain(PASSWORD);
    expect(logText).not.toContain('a wrong secret password');
    expect(token).toBeTruthy();
    expect(logText).not.toContain(String(token));
  });

  it('refuses sign-in before the email is confirmed, but only to someone with the password', async () => {
    const right = await login('una@gamma.test', PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: ACCOUNT_MESSAGES.emailNotConfirmed });
    expect(right.cookies).toHaveLength(0);
    const wrong = await login('una@gamma.test', 'a wrong password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(FAILED_LOGIN_MESSAGE);
  });

  it('gives a new session at every sign-in and ends the one the browser had', async () => {
    const first = sessionCookieFrom(await login('ada@alpha.test', PASSWORD));
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: first },
      payload: { email: 'ada@alpha.test', password: PASSWORD },
    });
    const second = sessionCookieFrom(again);
    expect(second).not.toBe(first);
    const old = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: sessionHeaders(first, tenantA),
    });
    expect(old.statusCode).toBe(401);
    const current = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: sessionHeaders(second, tenantA),
    });
    expect(current.statusCode).toBe(200);
  });

  it('stops password guessing from one address with 429 and Retry-After, even for the right password', async () => {
    const rule = GUESS_RULES.password.perAccountAndAddress;
    const from = '198.51.100.20';
    for (let attempt = 0; attempt < rule.limit; attempt += 1) {
      expect((await login('gus@gamma.test', `guess ${attempt}`, from)).statusCode).toBe(422);
    }
    const blocked = await login('gus@gamma.test', PASSWORD, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: ACCOUNT_MESSAGES.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    server.clock.advance(rule.windowMs + 1);
    const later = await login('gus@gamma.test', PASSWORD, from);
    expect(later.statusCode).toBe(200);
    // A success clears this address's count for the account: a full set of mistakes is
    // allowed again, and then the limit bites again.
    for (let attempt = 0; attempt < rule.limit; attempt += 1) {
      expect((await login('gus@gamma.test', `guess ${attempt}`, from)).statusCode).toBe(422);
    }
    expect((await login('gus@gamma.test', PASSWORD, from)).statusCode).toBe(429);
  });
});
