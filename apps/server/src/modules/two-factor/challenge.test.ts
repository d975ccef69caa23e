import { ACCOUNT_MESSAGES, MESSAGES, UNAUTHENTICATED_MESSAGE } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../http/session-cookie';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../rate-limit/rate-limit.service';
import {
  createTestServer,
  sessionCookieFrom,
  sessionHeaders,
  type TestServer,
} from '../../test/test-server';
import { guessAddressKey } from '../auth/client-address';
import { addressKey, GUESS_RULES } from '../auth/guess-rules';
import { readOutbox } from '../accounts/outbox-reader';
import { PENDING_SECOND_FACTOR_MS } from '../auth/challenge-limits';
import {
  codeAt,
  createTenantWithUser,
  expectNowhere,
  recordingClient,
  setUpTwoFactor,
  signIn,
  TEST_PASSWORD,
  type RecordingClient,
} from './two-factor-test-kit';

const CHALLENGE = '/api/two-factor-challenge';
const STEP_MS = 30_000;

describe('sign-in with two-factor: the challenge', () => {
  let server: TestServer;
  let client: RecordingClient;
  let tenantId: string;
  let secret: string;
  let recoveryCodes: string[];
  const tokens: string[] = [];
  const EMAIL = 'otp@challenge.test';

  beforeAll(async () => {
    server = await createTestServer();
    client = recordingClient(server);
    tenantId = await createTenantWithUser(server, EMAIL);
    const { cookie } = await signIn(client, EMAIL);
    ({ secret, recoveryCodes } = await setUpTwoFactor(server, client, cookie, tenantId));
    await client.request('POST', '/api/logout', { headers: sessionHeaders(cookie, tenantId) });
  });
  afterAll(async () => {
    await server.close();
  });

  /** Signs in with the password: the session still owes its second factor. */
  async function pendingSignIn(remoteAddress?: string) {
    const { response, cookie } = await signIn(client, EMAIL, remoteAddress);
    tokens.push(cookie.slice(SESSION_COOKIE.length + 1));
    return { response, cookie, headers: sessionHeaders(cookie, tenantId) };
  }

  async function answer(headers: Record<string, string>, payload: object, remoteAddress?: string) {
    const response = await client.request('POST', CHALLENGE, {
      headers,
      payload,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    if (response.statusCode === 200) tokens.push(sessionCookieFrom(response).split('=')[1] ?? '');
    return response;
  }

  /** Moves well past every step used so far, so each case starts from unused steps. */
  const nextMinute = () => server.clock.advance(5 * 60_000);

  it('says two_factor: true at sign-in, with every login reply field', async () => {
    const { response } = await pendingSignIn();
    expect(response.json()).toEqual({
      tenant_id: tenantId,
      role_id: 1,
      two_factor: true,
      two_factor_enforced: false,
      name: 'otp',
      tenant_name: `Tenant of ${EMAIL}`,
      two_factor_enforcement_date: null,
      eula_accepted: false,
    });
    // The pending cookie lives only as long as the sign-in waits for its code.
    const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie?.maxAge).toBe(PENDING_SECOND_FACTOR_MS / 1000);
  });

  it('lets a session owing its second factor reach nothing but the challenge and sign-out', async () => {
    const { headers } = await pendingSignIn();
    for (const [method, url] of [
      ['GET', '/api/users/me'],
      ['GET', '/api/tenant/settings'],
      ['POST', '/api/user/two-factor-authentication'],
      ['GET', '/api/user/two-factor-recovery-codes'],
      ['DELETE', '/api/user/two-factor-authentication'],
    ] as const) {
      const response = await client.request(method, url, { headers });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });
    }
    const logout = await client.request('POST', '/api/logout', { headers });
    expect(logout.statusCode).toBe(200);
    // Signed out, the challenge is no longer open either.
    const after = await answer(headers, { code: codeAt(secret, server.clock.now()) });
    expect(after.statusCode).toBe(401);
  });

  it('finishes the sign-in with a right code: a new session cookie, the login reply fields', async () => {
    nextMinute();
    const { cookie, headers } = await pendingSignIn();
    const response = await answer(headers, { code: codeAt(secret, server.clock.now()) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tenant_id: tenantId,
      role_id: 1,
      two_factor: false,
      two_factor_enforced: false,
      message: ACCOUNT_MESSAGES.signedIn,
      name: 'otp',
      tenant_name: `Tenant of ${EMAIL}`,
      two_factor_enforcement_date: null,
      eula_accepted: false,
    });
    const rotated = sessionCookieFrom(response);
    expect(rotated).not.toBe(cookie);
    const fullCookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(fullCookie?.httpOnly).toBe(true);

    const withNew = await client.request('GET', '/api/users/me', {
      headers: sessionHeaders(rotated, tenantId),
    });
    expect(withNew.statusCode).toBe(200);
    expect(withNew.json()).toEqual({ two_factor_enabled: true, role_id: 1 });
    // The pending token is worthless now.
    const withOld = await client.request('GET', '/api/users/me', { headers });
    expect(withOld.statusCode).toBe(401);
    const again = await answer(headers, { code: codeAt(secret, server.clock.now()) });
    expect(again.statusCode).toBe(401);

    // A finished sign-in is not waiting for a second factor.
    const full = await answer(sessionHeaders(rotated, tenantId), {
      code: codeAt(secret, server.clock.now()),
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: ACCOUNT_MESSAGES.noSecondFactorOwed });
  });

  it('refuses a wrong code with the spec text on the code field', async () => {
    nextMinute();
    const { headers } = await pendingSignIn();
    const right = codeAt(secret, server.clock.now());
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const response = await answer(headers, { code: wrong });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: MESSAGES.invalidOneTimeCode,
      errors: { code: [MESSAGES.invalidOneTimeCode] },
    });
    expect(response.cookies).toHaveLength(0);
    expect((await answer(headers, { code: right })).statusCode).toBe(200);
  });

  it('refuses a replayed code, even in a new sign-in within the same step', async () => {
    nextMinute();
    const code = codeAt(secret, server.clock.now());
    expect((await answer((await pendingSignIn()).headers, { code })).statusCode).toBe(200);
    const replay = await answer((await pendingSignIn()).headers, { code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ code: [MESSAGES.invalidOneTimeCode] });
    // The next step's code works.
    server.clock.advance(STEP_MS);
    const next = await answer((await pendingSignIn()).headers, {
      code: codeAt(secret, server.clock.now()),
    });
    expect(next.statusCode).toBe(200);
  });

  it('accepts codes one step early or late, and refuses two steps off', async () => {
    nextMinute();
    const oneBehind = new Date(server.clock.now().getTime() - STEP_MS);
    expect(
      (await answer((await pendingSignIn()).headers, { code: codeAt(secret, oneBehind) }))
        .statusCode,
    ).toBe(200);
    nextMinute();
    const oneAhead = new Date(server.clock.now().getTime() + STEP_MS);
    expect(
      (await answer((await pendingSignIn()).headers, { code: codeAt(secret, oneAhead) }))
        .statusCode,
    ).toBe(200);
    nextMinute();
    const { headers } = await pendingSignIn();
    for (const offset of [-2 * STEP_MS, 2 * STEP_MS]) {
      const at = new Date(server.clock.now().getTime() + offset);
      const response = await answer(headers, { code: codeAt(secret, at) });
      expect(response.statusCode, `offset ${offset}`).toBe(422);
    }
  });

  it('accepts a recovery code once, however it is typed; the second use is refused', async () => {
    const [first, second] = recoveryCodes;
    if (!first || !second) throw new Error('expected recovery codes');
    const used = await answer((await pendingSignIn()).headers, { recovery_code: first });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ two_factor: false, tenant_id: tenantId });

    const reused = await answer((await pendingSignIn()).headers, { recovery_code: first });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      message: MESSAGES.invalidOneTimeCode,
      errors: { recovery_code: [MESSAGES.invalidOneTimeCode] },
    });
    const typed = ` ${second.toUpperCase().replace('-', ' - ')} `;
    const other = await answer((await pendingSignIn()).headers, { recovery_code: typed });
    expect(other.statusCode).toBe(200);
    const unknown = await answer((await pendingSignIn()).headers, {
      recovery_code: 'aaaaa-bbbbb',
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('wants a code or a recovery code, not both', async () => {
    const { headers } = await pendingSignIn();
    const both = await answer(headers, {
      code: codeAt(secret, server.clock.now()),
      recovery_code: recoveryCodes[2] ?? '',
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({ code: [MESSAGES.twoFactorCodeOrRecoveryCode] });
    const neither = await answer(headers, {});
    expect(neither.statusCode).toBe(422);
  });

  it('lets a pending sign-in wait only so long for its code', async () => {
    nextMinute();
    const { headers } = await pendingSignIn();
    server.clock.advance(PENDING_SECOND_FACTOR_MS);
    const late = await answer(headers, { code: codeAt(secret, server.clock.now()) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });
  });

  const rules = GUESS_RULES['second-factor'];
  const wrongFor = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

  it('refuses an address that keeps guessing (429, Retry-After), but not the owner elsewhere', async () => {
    nextMinute();
    // Whoever guesses codes has the password: they sign in from their own address.
    const attacker = await pendingSignIn('10.0.0.1');
    const right = codeAt(secret, server.clock.now());
    for (let attempt = 1; attempt <= rules.perAccountAndAddress.limit; attempt += 1) {
      const guess = await answer(attacker.headers, { code: wrongFor(right) }, '10.0.0.1');
      expect(guess.statusCode).toBe(422);
    }
    // Even the right code is refused from there now.
    const limited = await answer(attacker.headers, { code: right }, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, signing in from an address that never failed, finishes with the right code.
    const owner = await pendingSignIn('10.0.0.2');
    expect((await answer(owner.headers, { code: right }, '10.0.0.2')).statusCode).toBe(200);

    server.clock.advance(rules.perAccountAndAddress.windowMs + 1);
    const { headers: fresh } = await pendingSignIn('10.0.0.1');
    const ok = await answer(fresh, { code: codeAt(secret, server.clock.now()) }, '10.0.0.1');
    expect(ok.statusCode).toBe(200);
    // Cleared: a full set of wrong guesses is allowed again before the limit bites.
    const { headers: later } = await pendingSignIn('10.0.0.1');
    const wrong = wrongFor(codeAt(secret, server.clock.now()));
    for (let attempt = 1; attempt <= rules.perAccountAndAddress.limit; attempt += 1) {
      expect((await answer(later, { code: wrong }, '10.0.0.1')).statusCode).toBe(422);
    }
    expect((await answer(later, { code: wrong }, '10.0.0.1')).statusCode).toBe(429);
  });

  it('limits guesses per address', async () => {
    nextMinute();
    server.clock.advance(rules.perAccountAndAddress.windowMs);
    const address = '10.9.9.9';
    for (let hit = 0; hit < rules.perAddress.limit; hit += 1) {
      await server.ctx.services.rateLimits.count(
        addressKey('second-factor', guessAddressKey(address)),
        rules.perAddress,
      );
    }
    const { headers } = await pendingSignIn(address);
    const code = codeAt(secret, server.clock.now());
    const limited = await answer(headers, { code }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // The same user from another address is not slowed.
    expect((await answer(headers, { code }, '10.9.9.10')).statusCode).toBe(200);
  });

  it('warns the owner once by email when strangers keep entering wrong codes', async () => {
    const email = 'warned@challenge.test';
    const warnedTenant = await createTenantWithUser(server, email);
    const { cookie } = await signIn(client, email);
    const setUp = await setUpTwoFactor(server, client, cookie, warnedTenant);
    const guessFrom = async (address: string, times: number) => {
      const { cookie: pending } = await signIn(client, email, address);
      const headers = sessionHeaders(pending, warnedTenant);
      const wrong = wrongFor(codeAt(setUp.secret, server.clock.now()));
      for (let attempt = 0; attempt < times; attempt += 1) {
        expect((await answer(headers, { code: wrong }, address)).statusCode).toBe(422);
      }
    };
    await guessFrom('10.5.0.1', 10);
    await guessFrom('10.5.0.2', rules.warnAt - 11);
    await server.ctx.jobs.drain();
    expect(readOutbox(server.dataDir).filter((mail) => mail.to === email)).toEqual([]);

    await guessFrom('10.5.0.2', 1);
    await guessFrom('10.5.0.3', 10);
    await server.ctx.jobs.drain();
    const warnings = readOutbox(server.dataDir).filter((mail) => mail.to === email);
    expect(warnings).toHaveLength(1);
    const [warning] = warnings;
    expect(warning?.subject).toBe('Wrong two-factor codes entered for your Vigil account');
    expect(warning?.body).toContain(`${rules.warnAt} wrong two-factor codes`);
    expect(warning?.body).toContain('change it now');
  });

  it('puts no TOTP secret, recovery code, password or session token in any answer or log', () => {
    const isQrAnswer = (body: string) => body.includes('"url":"otpauth://');
    const isCodesAnswer = (body: string) => body.startsWith('[');
    expect(tokens.length).toBeGreaterThan(10);
    expectNowhere(server, client, [secret], isQrAnswer);
    expectNowhere(server, client, recoveryCodes, isCodesAnswer);
    expectNowhere(server, client, [TEST_PASSWORD, ...tokens]);
  });
});
