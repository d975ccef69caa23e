import { ACCOUNT_MESSAGES, MESSAGES, ROLES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { REGISTER_PER_ADDRESS } from './account-limits';
import { LINK_LIFETIME_MS } from './email-links';
import { linkParams, readOutbox, waitForEmail } from './outbox-reader';

const PASSWORD = 'tulip granite oboe 1987';

describe('create account and confirm it (outbox mailer)', () => {
  let server: TestServer;
  const responses: string[] = [];

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const post = async (url: string, payload: object, ip = '203.0.113.10') => {
    const response = await server.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
    responses.push(response.body);
    // The emails are sent by jobs after the reply (decision 0122): run them, as a worker would.
    await server.ctx.jobs.drain();
    return response;
  };
  const register = (overrides: Record<string, string> = {}, ip?: string) =>
    post(
      '/api/register',
      {
        name: 'Ada Lovelace',
        tenant_name: 'Analytical Engines',
        email: 'ada@engines.test',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        ...overrides,
      },
      ip,
    );
  const login = (email: string, password: string) =>
    post('/api/login', { email, password }, '198.51.100.1');

  let confirmToken = '';

  it('creates the tenant and its administrator, unconfirmed, and emails a confirmation link', async () => {
    const response = await register({ email: '  Ada@Engines.test ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.accountCreated });

    const email = await waitForEmail(server.dataDir, 'ada@engines.test');
    expect(email.subject).toBe('Confirm your Vigil account');
    expect(email.body).toContain('Hello Ada Lovelace,');
    expect(email.body).toContain('Analytical Engines');
    expect(email.links).toHaveLength(1);
    const link = email.links[0] ?? '';
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/confirmaccount\?token=[\w-]{43}&email=ada%40engines\.test$/,
    );
    // The link stands alone on its line, so a script can read it from the file.
    expect(email.body.split('\n')).toContain(link);
    const params = linkParams(link);
    expect(params).toMatchObject({
      path: '/confirmaccount',
      email: 'ada@engines.test',
      invite: false,
    });
    confirmToken = params.token;

    const refused = await login('ada@engines.test', PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ACCOUNT_MESSAGES.emailNotConfirmed });
  });

  it('confirms with the token alone; then sign-in works as the tenant administrator', async () => {
    const confirmed = await post('/api/account-confirmation', { token: confirmToken });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: ACCOUNT_MESSAGES.accountConfirmed });

    const signedIn = await login('ada@engines.test', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      role_id: ROLES.administrator,
      name: 'Ada Lovelace',
      tenant_name: 'Analytical Engines',
    });
  });

  it('refuses the same link a second time', async () => {
    const again = await post('/api/account-confirmation', { token: confirmToken });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: MESSAGES.invalidConfirmationLink,
      errors: { token: [MESSAGES.invalidConfirmationLink] },
    });
  });

  it('refuses an unknown token with the same text', async () => {
    const forged = await post('/api/account-confirmation', { token: 'not-a-real-token' });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().message).toBe(MESSAGES.invalidConfirmationLink);
  });

  it('refuses an expired link; nothing was created, so sign-in knows no such account', async () => {
    expect(
      (await register({ email: 'late@engines.test', tenant_name: 'Late Ltd' })).statusCode,
    ).toBe(201);
    const { token } = linkParams(
      (await waitForEmail(server.dataDir, 'late@engines.test')).links[0] ?? '',
    );
    server.clock.advance(LINK_LIFETIME_MS.confirm + 1);
    const expired = await post('/api/account-confirmation', { token });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(MESSAGES.invalidConfirmationLink);
    // The sign-up lapsed with its link (decision 0122): signing up again is the way back.
    expect((await login('late@engines.test', PASSWORD)).statusCode).toBe(422);
  });

  it('accepts a link just before it expires', async () => {
    expect(
      (await register({ email: 'edge@engines.test', tenant_name: 'Edge Ltd' })).statusCode,
    ).toBe(201);
    const { token } = linkParams(
      (await waitForEmail(server.dataDir, 'edge@engines.test')).links[0] ?? '',
    );
    server.clock.advance(LINK_LIFETIME_MS.confirm - 60_000);
    expect((await post('/api/account-confirmation', { token })).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    expect(
      (await register({ email: 'race@engines.test', tenant_name: 'Race Ltd' })).statusCode,
    ).toBe(201);
    const { token } = linkParams(
      (await waitForEmail(server.dataDir, 'race@engines.test')).links[0] ?? '',
    );
    const results = await Promise.all([
      post('/api/account-confirmation', { token }),
      post('/api/account-confirmation', { token }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 422]);
  });

  it('answers a registered address as a new one, and emails its owner a sign-in reminder', async () => {
    const known = await register({ email: 'ADA@engines.test', tenant_name: 'Copycat Inc' });
    const fresh = await register({ email: 'newcomer@engines.test', tenant_name: 'Copycat Inc' });
    expect(known.statusCode).toBe(201);
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.accountCreated });

    const reminder = await waitForEmail(server.dataDir, 'ada@engines.test', { count: 2 });
    expect(reminder.subject).toBe('You already have a Vigil account');
    expect(reminder.body).toContain('Hello Ada Lovelace,');
    expect(reminder.body).not.toContain('Copycat Inc');
    expect(reminder.links).toEqual([
      'http://localhost:3000/login',
      'http://localhost:3000/forgottenpassword',
    ]);
    const welcome = await waitForEmail(server.dataDir, 'newcomer@engines.test');
    expect(welcome.subject).toBe('Confirm your Vigil account');
    // The account stays as it was: its password still signs in, no second tenant exists.
    const signedIn = await login('ada@engines.test', PASSWORD);
    expect(signedIn.json()).toMatchObject({ tenant_name: 'Analytical Engines' });
  });

  it('refuses a weak password with the spec text, and creates nothing', async () => {
    for (const weak of ['password123', 'qwertyuiop', 'AdaLovelace1']) {
      const response = await register({
        email: 'weak@engines.test',
        password: weak,
        password_confirmation: weak,
      });
      expect(response.statusCode, weak).toBe(422);
      expect(response.json(), weak).toEqual({
        message: MESSAGES.weakPassword,
        errors: { password: [MESSAGES.weakPassword] },
      });
    }
    // Nothing was created: the address is still free.
    expect((await register({ email: 'weak@engines.test' })).statusCode).toBe(201);
  });

  it('refuses a password built from the organisation name', async () => {
    const response = await register({
      email: 'zq@moorbrook.test',
      name: 'Quentin Zyxwar',
      tenant_name: 'Moorbrook Quarries',
      password: 'MoorbrookQuarries',
      password_confirmation: 'MoorbrookQuarries',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: [MESSAGES.weakPassword] });
  });

  it('reports a confirmation that does not match with the spec text', async () => {
    const response = await register({
      email: 'typo@engines.test',
      password_confirmation: `${PASSWORD}!`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password_confirmation: [MESSAGES.passwordMismatch] });
  });

  it('limits sign-ups per address with 429 and Retry-After; other addresses are not slowed', async () => {
    const ip = '192.0.2.77';
    for (let attempt = 0; attempt < REGISTER_PER_ADDRESS.limit; attempt += 1) {
      const response = await register({ email: `flood${attempt}@spam.test` }, ip);
      expect(response.statusCode).toBe(201);
    }
    const blocked = await register({ email: 'flood-last@spam.test' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: ACCOUNT_MESSAGES.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register({ email: 'elsewhere@spam.test' }, '192.0.2.78')).statusCode).toBe(201);
  });

  it('never puts a password or a link token in a response or a log line', () => {
    const tokens = readOutbox(server.dataDir)
      .flatMap((email) => email.links.map((link) => linkParams(link).token))
      .filter((token) => token !== '');
    expect(tokens.length).toBeGreaterThan(5);
    const logText = server.logs.join('\n');
    const responseText = responses.join('\n');
    expect(logText).toContain('/api/register');
    for (const secret of [PASSWORD, 'AdaLovelace1', ...tokens]) {
      expect(logText).not.toContain(secret);
      expect(responseText).not.toContain(secret);
    }
  });
});
