import { ACCOUNT_MESSAGES, MESSAGES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, sessionHeaders, type TestServer } from '../../test/test-server';
import { RECOVERY_CODES_VISIBLE_MS } from './two-factor.service';
import {
  codeAt,
  createTenantWithUser,
  expectNowhere,
  recordingClient,
  secretFromUrl,
  setEnforcementDate,
  setUpTwoFactor,
  signIn,
  TEST_PASSWORD,
  type RecordingClient,
} from './two-factor-test-kit';

const ENABLE = '/api/user/two-factor-authentication';
const QR = '/api/user/two-factor-qr-code';
const CONFIRM = '/api/user/confirmed-two-factor-authentication';
const CODES = '/api/user/two-factor-recovery-codes';

describe('two-factor set-up and turning it off', () => {
  let server: TestServer;
  let client: RecordingClient;
  const secrets: string[] = [];
  const recoveryCodes: string[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    client = recordingClient(server);
  });
  afterAll(async () => {
    await server.close();
  });

  async function signedIn(email: string) {
    const tenantId = await createTenantWithUser(server, email);
    const { cookie } = await signIn(client, email);
    return { tenantId, cookie, headers: sessionHeaders(cookie, tenantId) };
  }

  async function storedUser(email: string) {
    return server.ctx.database.db
      .selectFrom('users')
      .select(['id', 'two_factor_secret', 'two_factor_confirmed_at', 'two_factor_last_step'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  }

  it('creates a secret, shows it as a QR code of an otpauth url, and stores it encrypted', async () => {
    const { headers } = await signedIn('qr@two.test');
    const enable = await client.request('POST', ENABLE, { headers });
    expect(enable.statusCode).toBe(200);
    expect(enable.json()).toEqual({ message: ACCOUNT_MESSAGES.twoFactorSetupStarted });

    const qr = await client.request('GET', QR, { headers });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['cache-control']).toBe('no-store');
    const { svg, url } = qr.json<{ svg: string; url: string }>();
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const parsed = new URL(url);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.host).toBe('totp');
    expect(decodeURIComponent(parsed.pathname)).toBe('/Vigil:qr@two.test');
    expect(parsed.searchParams.get('issuer')).toBe('Vigil');
    expect(parsed.searchParams.get('algorithm')).toBe('SHA1');
    expect(parsed.searchParams.get('digits')).toBe('6');
    expect(parsed.searchParams.get('period')).toBe('30');
    const secret = secretFromUrl(url);
    secrets.push(secret);

    const stored = await storedUser('qr@two.test');
    expect(stored.two_factor_confirmed_at).toBeNull();
    expect(stored.two_factor_secret).not.toBeNull();
    expect(stored.two_factor_secret).not.toContain(secret);
    expect(server.ctx.secretBox.decrypt(stored.two_factor_secret ?? '')).toBe(secret);

    // Until confirmed, two-factor is not on.
    const me = await client.request('GET', '/api/users/me', { headers });
    expect(me.json()).toMatchObject({ two_factor_enabled: false });
  });

  it('replaces an unconfirmed secret when set-up starts again', async () => {
    const { headers } = await signedIn('again@two.test');
    await client.request('POST', ENABLE, { headers });
    const first = secretFromUrl((await client.request('GET', QR, { headers })).json().url);
    await client.request('POST', ENABLE, { headers });
    const second = secretFromUrl((await client.request('GET', QR, { headers })).json().url);
    secrets.push(first, second);
    expect(second).not.toBe(first);

    const stale = await client.request('POST', CONFIRM, {
      headers,
      payload: { code: codeAt(first, server.clock.now()) },
    });
    expect(stale.statusCode).toBe(422);
    const fresh = await client.request('POST', CONFIRM, {
      headers,
      payload: { code: codeAt(second, server.clock.now()) },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a wrong or malformed activation code with the spec text on the code field', async () => {
    const { headers } = await signedIn('wrong@two.test');
    await client.request('POST', ENABLE, { headers });
    const secret = secretFromUrl((await client.request('GET', QR, { headers })).json().url);
    secrets.push(secret);
    const right = codeAt(secret, server.clock.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (const code of [wrong, 'abcdef', '12345']) {
      const response = await client.request('POST', CONFIRM, { headers, payload: { code } });
      expect(response.statusCode, code).toBe(422);
      expect(response.json(), code).toEqual({
        message: MESSAGES.invalidOneTimeCode,
        errors: { code: [MESSAGES.invalidOneTimeCode] },
      });
    }
    expect((await storedUser('wrong@two.test')).two_factor_confirmed_at).toBeNull();
  });

  it('refuses confirmation and a QR code before set-up has started', async () => {
    const { headers } = await signedIn('early@two.test');
    const qr = await client.request('GET', QR, { headers });
    expect(qr.statusCode).toBe(404);
    expect(qr.json()).toEqual({ message: ACCOUNT_MESSAGES.twoFactorNoSetupInProgress });
    const confirm = await client.request('POST', CONFIRM, { headers, payload: { code: '123456' } });
    expect(confirm.statusCode).toBe(404);
    const codes = await client.request('GET', CODES, { headers });
    expect(codes.statusCode).toBe(404);
  });

  it('confirms with a right code, turns two-factor on, and shows 8 recovery codes stored hashed', async () => {
    const { headers, cookie, tenantId } = await signedIn('confirm@two.test');
    const setUp = await setUpTwoFactor(server, client, cookie, tenantId);
    secrets.push(setUp.secret);
    recoveryCodes.push(...setUp.recoveryCodes);

    expect(setUp.recoveryCodes).toHaveLength(8);
    expect(new Set(setUp.recoveryCodes).size).toBe(8);
    for (const code of setUp.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const me = await client.request('GET', '/api/users/me', { headers });
    expect(me.json()).toMatchObject({ two_factor_enabled: true });

    const user = await storedUser('confirm@two.test');
    expect(user.two_factor_confirmed_at).not.toBeNull();
    const rows = await server.ctx.database.db
      .selectFrom('recovery_codes')
      .select(['code_hash', 'code_sealed', 'used_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(8);
    const stored = JSON.stringify(rows);
    for (const code of setUp.recoveryCodes) expect(stored).not.toContain(code);

    // Reading them again while fresh gives the same codes (a reload of the set-up screen).
    const again = await client.request('GET', CODES, { headers });
    expect(again.json<string[]>().sort()).toEqual([...setUp.recoveryCodes].sort());
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('never shows a confirmed secret again, and does not replace it on a second enable', async () => {
    const { headers, cookie, tenantId } = await signedIn('confirmed@two.test');
    const { secret } = await setUpTwoFactor(server, client, cookie, tenantId);
    secrets.push(secret);
    const before = await storedUser('confirmed@two.test');

    const qr = await client.request('GET', QR, { headers });
    expect(qr.statusCode).toBe(404);
    const enable = await client.request('POST', ENABLE, { headers });
    expect(enable.statusCode).toBe(200);
    expect(enable.json()).toEqual({ message: ACCOUNT_MESSAGES.twoFactorAlreadyEnabled });
    expect((await storedUser('confirmed@two.test')).two_factor_secret).toBe(
      before.two_factor_secret,
    );
  });

  it('stops showing recovery codes once they are no longer fresh, and forgets their plain text', async () => {
    const { headers, cookie, tenantId } = await signedIn('stale@two.test');
    const { secret } = await setUpTwoFactor(server, client, cookie, tenantId);
    secrets.push(secret);
    server.clock.advance(RECOVERY_CODES_VISIBLE_MS);

    const late = await client.request('GET', CODES, { headers });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ message: ACCOUNT_MESSAGES.recoveryCodesNoLongerShown });
    const user = await storedUser('stale@two.test');
    const sealed = await server.ctx.database.db
      .selectFrom('recovery_codes')
      .select('code_sealed')
      .where('user_id', '=', user.id)
      .execute();
    expect(sealed).toHaveLength(8);
    expect(sealed.every((row) => row.code_sealed === null)).toBe(true);
  });

  it('turns two-factor off: secret, confirmation and recovery codes are gone', async () => {
    const { headers, cookie, tenantId } = await signedIn('off@two.test');
    const { secret } = await setUpTwoFactor(server, client, cookie, tenantId);
    secrets.push(secret);

    const off = await client.request('DELETE', ENABLE, { headers });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: ACCOUNT_MESSAGES.twoFactorDisabled });
    const user = await storedUser('off@two.test');
    expect(user).toMatchObject({
      two_factor_secret: null,
      two_factor_confirmed_at: null,
      two_factor_last_step: null,
    });
    const codes = await server.ctx.database.db
      .selectFrom('recovery_codes')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(codes).toEqual([]);
    const me = await client.request('GET', '/api/users/me', { headers });
    expect(me.json()).toMatchObject({ two_factor_enabled: false });
    // The next sign-in asks for no code.
    const next = await signIn(client, 'off@two.test');
    expect(next.response.json()).toMatchObject({ two_factor: false });
  });

  it('refuses to turn two-factor off once the tenant enforces it', async () => {
    const { headers, cookie, tenantId } = await signedIn('kept@two.test');
    const { secret } = await setUpTwoFactor(server, client, cookie, tenantId);
    secrets.push(secret);
    await setEnforcementDate(server, tenantId, server.clock.now().toISOString().slice(0, 10));

    const off = await client.request('DELETE', ENABLE, { headers });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ message: ACCOUNT_MESSAGES.twoFactorRequiredByTenant });
    expect((await storedUser('kept@two.test')).two_factor_confirmed_at).not.toBeNull();

    // Before the date it may still be turned off.
    await setEnforcementDate(server, tenantId, '2099-01-01');
    expect((await client.request('DELETE', ENABLE, { headers })).statusCode).toBe(200);
  });

  it('shows no secret outside the QR code answer, and no recovery code, password or session token in any log', () => {
    const isQrAnswer = (body: string) => body.includes('"url":"otpauth://');
    expect(client.bodies.filter(isQrAnswer).length).toBeGreaterThan(0);
    expectNowhere(server, client, secrets, isQrAnswer);
    // Recovery codes belong only in the recovery-codes answer.
    expectNowhere(server, client, recoveryCodes, (body) => body.startsWith('['));
    expectNowhere(server, client, [TEST_PASSWORD]);
  });
});
