import { ACCOUNT_MESSAGES, MESSAGES, ROLES, type RoleId } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../rate-limit/rate-limit.service';
import { createTestServer, sessionHeaders, type TestServer } from '../../test/test-server';
import { GUESS_RULES } from '../auth/guess-rules';
import { RECOVERY_CODE_COUNT } from './recovery-codes';
import { RECOVERY_CODES_VISIBLE_MS } from './two-factor.service';
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

const CODES = '/api/user/two-factor-recovery-codes';
const CHALLENGE = '/api/two-factor-challenge';
const STEP_MS = 30_000;

interface Account {
  email: string;
  tenantId: string;
  cookie: string;
  headers: Record<string, string>;
  secret: string;
  recoveryCodes: string[];
}

describe('new recovery codes: POST /user/two-factor-recovery-codes', () => {
  let server: TestServer;
  let client: RecordingClient;
  /** Every code a test saw, old and new: none may show up anywhere but their answers. */
  const allCodes: string[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    client = recordingClient(server);
  });
  afterAll(async () => {
    await server.close();
  });

  /** Moves well past every step used so far, so each case starts from unused steps. */
  const nextMinutes = () => server.clock.advance(5 * 60_000);

  async function withTwoFactor(email: string, tenantId: string): Promise<Account> {
    const { cookie } = await signIn(client, email);
    const { secret, recoveryCodes } = await setUpTwoFactor(server, client, cookie, tenantId);
    allCodes.push(...recoveryCodes);
    const headers = sessionHeaders(cookie, tenantId);
    return { email, tenantId, cookie, headers, secret, recoveryCodes };
  }

  async function account(email: string, roleId: RoleId = ROLES.administrator): Promise<Account> {
    return withTwoFactor(email, await createTenantWithUser(server, email, { roleId }));
  }

  async function regenerate(who: Account, code: string, remoteAddress?: string) {
    const response = await client.request('POST', CODES, {
      headers: who.headers,
      payload: { code },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    if (response.statusCode === 200) allCodes.push(...response.json<{ data: string[] }>().data);
    return response;
  }

  const currentCode = (who: Account) => codeAt(who.secret, server.clock.now());
  const wrongCode = (who: Account) =>
    String((Number(currentCode(who)) + 500_000) % 1_000_000).padStart(6, '0');

  /** The stored rows of a user's codes: what must not change when someone else regenerates. */
  async function storedCodes(email: string) {
    return server.ctx.database.db
      .selectFrom('recovery_codes')
      .innerJoin('users', 'users.id', 'recovery_codes.user_id')
      .select(['recovery_codes.id', 'recovery_codes.code_hash', 'recovery_codes.used_at'])
      .where('users.email', '=', email)
      .orderBy('recovery_codes.id')
      .execute();
  }

  /** A fresh sign-in answering its challenge with a recovery code. */
  async function challengeWith(who: Account, recoveryCode: string) {
    const { cookie } = await signIn(client, who.email);
    return client.request('POST', CHALLENGE, {
      headers: sessionHeaders(cookie, who.tenantId),
      payload: { recovery_code: recoveryCode },
    });
  }

  it('replaces all eight codes at once: the old ones are refused, each new one works once', async () => {
    const who = await account('renew@codes.test');
    const response = await regenerate(who, currentCode(who));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const fresh = response.json<{ data: string[] }>().data;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(fresh).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of fresh) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(fresh.some((code) => who.recoveryCodes.includes(code))).toBe(false);
    expect(await storedCodes(who.email)).toHaveLength(RECOVERY_CODE_COUNT);

    // The usual read window applies to the new codes, then they are hashes only.
    const read = await client.request('GET', CODES, { headers: who.headers });
    expect(read.statusCode).toBe(200);
    expect([...read.json<string[]>()].sort()).toEqual([...fresh].sort());

    for (const old of who.recoveryCodes) {
      const refused = await challengeWith(who, old);
      expect(refused.statusCode, old).toBe(422);
      expect(refused.json()).toEqual({
        message: MESSAGES.invalidOneTimeCode,
        errors: { recovery_code: [MESSAGES.invalidOneTimeCode] },
      });
    }
    const [first, second] = fresh;
    if (!first || !second) throw new Error('expected new codes');
    expect((await challengeWith(who, first)).statusCode).toBe(200);
    expect((await challengeWith(who, first)).statusCode).toBe(422);
    expect((await challengeWith(who, second.toUpperCase())).statusCode).toBe(200);

    server.clock.advance(RECOVERY_CODES_VISIBLE_MS + 1_000);
    expect((await client.request('GET', CODES, { headers: who.headers })).statusCode).toBe(404);
  });

  it('refuses a wrong code on the code field and keeps the codes as they were', async () => {
    nextMinutes();
    const who = await account('wrong@codes.test');
    const before = await storedCodes(who.email);
    const response = await regenerate(who, wrongCode(who));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: MESSAGES.invalidOneTimeCode,
      errors: { code: [MESSAGES.invalidOneTimeCode] },
    });
    expect(await storedCodes(who.email)).toEqual(before);
    const malformed = await regenerate(who, 'abc');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ code: [MESSAGES.invalidOneTimeCode] });
    expect(await storedCodes(who.email)).toEqual(before);
    // The old codes still work.
    expect((await challengeWith(who, who.recoveryCodes[0] ?? '')).statusCode).toBe(200);
  });

  it('refuses a code already used, here or at the sign-in challenge', async () => {
    nextMinutes();
    const who = await account('replay@codes.test');
    const code = currentCode(who);
    expect((await regenerate(who, code)).statusCode).toBe(200);
    const afterFirst = await storedCodes(who.email);
    const replay = await regenerate(who, code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ code: [MESSAGES.invalidOneTimeCode] });
    expect(await storedCodes(who.email)).toEqual(afterFirst);

    // A code spent on signing in does not replace the codes afterwards either.
    server.clock.advance(STEP_MS);
    const signInCode = currentCode(who);
    const { cookie } = await signIn(client, who.email);
    const challenge = await client.request('POST', CHALLENGE, {
      headers: sessionHeaders(cookie, who.tenantId),
      payload: { code: signInCode },
    });
    expect(challenge.statusCode).toBe(200);
    expect((await regenerate(who, signInCode)).statusCode).toBe(422);
    expect(await storedCodes(who.email)).toEqual(afterFirst);
  });

  it('answers 409 while two-factor is off, and creates no codes', async () => {
    nextMinutes();
    const email = 'off@codes.test';
    const tenantId = await createTenantWithUser(server, email);
    const { cookie } = await signIn(client, email);
    const response = await client.request('POST', CODES, {
      headers: sessionHeaders(cookie, tenantId),
      payload: { code: '123456' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.recoveryCodesNeedTwoFactor });

    // Set up, then turned off: the same.
    const who = await withTwoFactor(email, tenantId);
    const off = await client.request('DELETE', '/api/user/two-factor-authentication', {
      headers: who.headers,
    });
    expect(off.statusCode).toBe(200);
    const again = await regenerate(who, currentCode(who));
    expect(again.statusCode).toBe(409);
    expect(await storedCodes(email)).toEqual([]);
  });

  it('is open to every role and touches only the caller’s own codes', async () => {
    nextMinutes();
    const tenant = await server.ctx.services.users.createTenantWithUsers('Shared codes tenant', [
      {
        name: 'Admin',
        email: 'admin@shared.test',
        password: TEST_PASSWORD,
        roleId: ROLES.administrator,
        verified: true,
      },
      {
        name: 'Moderator',
        email: 'moderator@shared.test',
        password: TEST_PASSWORD,
        roleId: ROLES.moderator,
        verified: true,
      },
    ]);
    const admin = await withTwoFactor('admin@shared.test', tenant.id);
    const moderator = await withTwoFactor('moderator@shared.test', tenant.id);
    const viewer = await account('viewer@elsewhere.test', ROLES.viewer);
    const adminBefore = await storedCodes(admin.email);
    const viewerBefore = await storedCodes(viewer.email);

    expect((await regenerate(moderator, currentCode(moderator))).statusCode).toBe(200);
    // Another user's authenticator code does not work on one's own account.
    server.clock.advance(STEP_MS);
    expect((await regenerate(moderator, currentCode(admin))).statusCode).toBe(422);
    // Nor does a session reach another tenant's user through the tenant header.
    const crossed = await client.request('POST', CODES, {
      headers: sessionHeaders(moderator.cookie, viewer.tenantId),
      payload: { code: currentCode(viewer) },
    });
    expect(crossed.statusCode).not.toBe(200);

    expect(await storedCodes(admin.email)).toEqual(adminBefore);
    expect(await storedCodes(viewer.email)).toEqual(viewerBefore);
    expect((await challengeWith(admin, admin.recoveryCodes[0] ?? '')).statusCode).toBe(200);
    expect((await challengeWith(viewer, viewer.recoveryCodes[0] ?? '')).statusCode).toBe(200);
    // The viewer may replace their own.
    server.clock.advance(STEP_MS);
    expect((await regenerate(viewer, currentCode(viewer))).statusCode).toBe(200);
  });

  it('limits wrong codes with the challenge’s budget; a right code clears it', async () => {
    const rule = GUESS_RULES['second-factor'].perAccountAndAddress;
    nextMinutes();
    const who = await account('limited@codes.test');
    for (let attempt = 1; attempt <= rule.limit; attempt += 1) {
      expect((await regenerate(who, wrongCode(who), '10.1.0.1')).statusCode).toBe(422);
    }
    const before = await storedCodes(who.email);
    const limited = await regenerate(who, currentCode(who), '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedCodes(who.email)).toEqual(before);
    // One budget: the sign-in challenge from that address is refused as well.
    const { cookie } = await signIn(client, who.email, '10.1.0.1');
    const challenge = await client.request('POST', CHALLENGE, {
      headers: sessionHeaders(cookie, who.tenantId),
      payload: { code: currentCode(who) },
      remoteAddress: '10.1.0.1',
    });
    expect(challenge.statusCode).toBe(429);
    // The owner's other address is not held up by that one's guesses.
    expect((await regenerate(who, currentCode(who), '10.1.0.2')).statusCode).toBe(200);

    server.clock.advance(rule.windowMs + 1);
    expect((await regenerate(who, currentCode(who), '10.1.0.1')).statusCode).toBe(200);
    // Cleared: a full set of wrong guesses is allowed again before the limit bites.
    server.clock.advance(STEP_MS);
    for (let attempt = 1; attempt <= rule.limit; attempt += 1) {
      expect((await regenerate(who, wrongCode(who), '10.1.0.1')).statusCode).toBe(422);
    }
    expect((await regenerate(who, currentCode(who), '10.1.0.1')).statusCode).toBe(429);
  });

  it('puts no recovery code in any other answer nor in any log', () => {
    const isCodesAnswer = (body: string) => body.startsWith('[') || body.startsWith('{"data":[');
    expect(allCodes.length).toBeGreaterThan(6 * RECOVERY_CODE_COUNT);
    expectNowhere(server, client, allCodes, isCodesAnswer);
    expectNowhere(server, client, [TEST_PASSWORD]);
  });
});
