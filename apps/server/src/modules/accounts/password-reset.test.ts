import { ACCOUNT_MESSAGES, MESSAGES, ROLES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  sessionCookieFrom,
  sessionHeaders,
  type TestServer,
} from '../../test/test-server';
import { RESET_REQUEST_PER_ACCOUNT, RESET_REQUEST_PER_ADDRESS } from './account-limits';
import { LINK_LIFETIME_MS } from './email-links';
import { linkParams, readOutbox, waitForEmail, type OutboxEmail } from './outbox-reader';

const OLD_PASSWORD = 'marble pelican violin 31';
const NEW_PASSWORD = 'lantern quartz meadow 58';

describe('forgotten password and reset', () => {
  let server: TestServer;
  let tenantId = '';
  const responses: string[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    tenantId = (
      await server.ctx.services.users.createTenantWithUsers('Reset Co', [
        {
          name: 'Rita Reset',
          email: 'rita@reset.test',
          password: OLD_PASSWORD,
          roleId: ROLES.administrator,
          verified: true,
        },
        {
          name: 'Una Unconfirmed',
          email: 'una@reset.test',
          password: OLD_PASSWORD,
          roleId: ROLES.moderator,
          verified: false,
        },
        {
          name: 'Limit Lee',
          email: 'lee@reset.test',
          password: OLD_PASSWORD,
          roleId: ROLES.moderator,
          verified: true,
        },
      ])
    ).id;
  });
  afterAll(async () => {
    await server.close();
  });

  const post = async (url: string, payload: object, ip = '203.0.113.20') => {
    const response = await server.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
    responses.push(response.body);
    // The emails are sent by jobs after the reply (decision 0122): run them, as a worker would.
    await server.ctx.jobs.drain();
    return response;
  };
  const requestReset = (email: string, ip?: string) =>
    post('/api/request-password-reset', { email }, ip);
  const reset = (token: string, email: string, password = NEW_PASSWORD, confirmation = password) =>
    post('/api/password-reset', { token, email, password, password_confirmation: confirmation });
  const login = (email: string, password: string) =>
    post('/api/login', { email, password }, '198.51.100.2');
  const tokenOf = (email: OutboxEmail) => linkParams(email.links[0] ?? '').token;

  it('answers the same for a known and an unknown address; only the account gets an email', async () => {
    const known = await requestReset('Rita@Reset.test');
    const unknown = await requestReset('nobody@reset.test');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordResetRequested });
    }
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);

    const email = await waitForEmail(server.dataDir, 'rita@reset.test');
    expect(email.subject).toBe('Reset your Vigil password');
    expect(email.body).toContain('Hello Rita Reset,');
    expect(email.body).toContain('60 minutes');
    expect(email.links).toHaveLength(1);
    expect(email.links[0]).toMatch(
      /^http:\/\/localhost:3000\/resetpassword\?token=[\w-]{43}&email=rita%40reset\.test$/,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readOutbox(server.dataDir).filter((mail) => mail.to === 'nobody@reset.test')).toEqual(
      [],
    );
  });

  it('sets the new password, ends every session of the user, and works only once', async () => {
    const token = tokenOf(await waitForEmail(server.dataDir, 'rita@reset.test'));
    const cookie = sessionCookieFrom(await login('rita@reset.test', OLD_PASSWORD));
    const me = () =>
      server.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: sessionHeaders(cookie, tenantId),
      });
    expect((await me()).statusCode).toBe(200);

    const done = await reset(token, 'rita@reset.test');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordResetDone });

    expect((await me()).statusCode).toBe(401);
    expect((await login('rita@reset.test', OLD_PASSWORD)).statusCode).toBe(422);
    expect((await login('rita@reset.test', NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await reset(token, 'rita@reset.test', 'another fine passphrase 77');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      message: MESSAGES.invalidResetLink,
      errors: { token: [MESSAGES.invalidResetLink] },
    });
    expect((await login('rita@reset.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link after 60 minutes', async () => {
    await requestReset('rita@reset.test');
    const token = tokenOf(await waitForEmail(server.dataDir, 'rita@reset.test', { count: 2 }));
    server.clock.advance(LINK_LIFETIME_MS.reset + 1);
    const expired = await reset(token, 'rita@reset.test', 'expired link passphrase 12');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(MESSAGES.invalidResetLink);
    expect((await login('rita@reset.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('retires the older link when a new one is requested', async () => {
    await requestReset('rita@reset.test');
    const older = tokenOf(await waitForEmail(server.dataDir, 'rita@reset.test', { count: 3 }));
    await requestReset('rita@reset.test');
    const newer = tokenOf(await waitForEmail(server.dataDir, 'rita@reset.test', { count: 4 }));
    expect(newer).not.toBe(older);
    expect((await reset(older, 'rita@reset.test')).json().message).toBe(MESSAGES.invalidResetLink);
    expect((await reset(newer, 'rita@reset.test', OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link used with another email address, a weak password and a mismatch', async () => {
    await requestReset('rita@reset.test');
    const token = tokenOf(await waitForEmail(server.dataDir, 'rita@reset.test', { count: 5 }));

    const otherEmail = await reset(token, 'una@reset.test');
    expect(otherEmail.statusCode).toBe(422);
    expect(otherEmail.json().message).toBe(MESSAGES.invalidResetLink);

    const weak = await reset(token, 'rita@reset.test', 'password1');
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toEqual({
      message: MESSAGES.weakPassword,
      errors: { password: [MESSAGES.weakPassword] },
    });
    const personal = await reset(token, 'rita@reset.test', 'RitaReset2026');
    expect(personal.json().errors).toEqual({ password: [MESSAGES.weakPassword] });

    const mismatch = await reset(token, 'rita@reset.test', NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: [MESSAGES.passwordMismatch] });

    // None of the refusals used the link up.
    expect((await reset(token, 'rita@reset.test')).statusCode).toBe(200);
  });

  it('confirms the address of an account that was never confirmed', async () => {
    expect((await login('una@reset.test', OLD_PASSWORD)).statusCode).toBe(403);
    await requestReset('una@reset.test');
    const token = tokenOf(await waitForEmail(server.dataDir, 'una@reset.test'));
    expect((await reset(token, 'una@reset.test')).statusCode).toBe(200);
    expect((await login('una@reset.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('limits requests per account, known or not, with 429 and Retry-After', async () => {
    for (const email of ['lee@reset.test', 'ghost@reset.test']) {
      for (let attempt = 0; attempt < RESET_REQUEST_PER_ACCOUNT.limit; attempt += 1) {
        // A new address each time: the account limit alone must stop it.
        expect((await requestReset(email, `192.0.2.${attempt + 1}`)).statusCode).toBe(200);
      }
      const blocked = await requestReset(email, '192.0.2.99');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: ACCOUNT_MESSAGES.tooManyAttempts });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    const sent = await waitForEmail(server.dataDir, 'lee@reset.test', {
      count: RESET_REQUEST_PER_ACCOUNT.limit,
    });
    expect(sent).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readOutbox(server.dataDir).filter((mail) => mail.to === 'lee@reset.test')).toHaveLength(
      RESET_REQUEST_PER_ACCOUNT.limit,
    );
  });

  it('limits requests per address across accounts', async () => {
    const ip = '192.0.2.200';
    for (let attempt = 0; attempt < RESET_REQUEST_PER_ADDRESS.limit; attempt += 1) {
      expect((await requestReset(`spray${attempt}@reset.test`, ip)).statusCode).toBe(200);
    }
    const blocked = await requestReset('spray-last@reset.test', ip);
    expect(blocked.statusCode).toBe(429);
    expect((await requestReset('spray-last@reset.test', '192.0.2.201')).statusCode).toBe(200);
  });

  it('never puts a password or a link token in a response or a log line', () => {
    const tokens = readOutbox(server.dataDir).flatMap((email) =>
      email.links.map((link) => linkParams(link).token),
    );
    expect(tokens.length).toBeGreaterThan(5);
    const logText = server.logs.join('\n');
    const responseText = responses.join('\n');
    expect(logText).toContain('/api/password-reset');
    for (const secret of [OLD_PASSWORD, NEW_PASSWORD, 'RitaReset2026', ...tokens]) {
      expect(logText).not.toContain(secret);
      expect(responseText).not.toContain(secret);
    }
  });
});
