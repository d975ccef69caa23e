import { ACCOUNT_MESSAGES, MESSAGES, UNAUTHENTICATED_MESSAGE, ROLES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  sessionCookieFrom,
  sessionHeaders,
  type TestServer,
} from '../../test/test-server';
import { PASSWORD_CHANGE_PER_USER } from './account-limits';

const PASSWORD = 'harbour cinnamon glacier 64';
const NEW_PASSWORD = 'walnut thunder saffron 19';

describe('password change in Settings (PUT /api/user/password)', () => {
  let server: TestServer;
  let tenantId = '';
  const responses: string[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    tenantId = (
      await server.ctx.services.users.createTenantWithUsers('Change Co', [
        {
          name: 'Carl Change',
          email: 'carl@change.test',
          password: PASSWORD,
          roleId: ROLES.administrator,
          verified: true,
        },
        {
          name: 'Gina Guess',
          email: 'gina@change.test',
          password: PASSWORD,
          roleId: ROLES.administrator,
          verified: true,
        },
      ])
    ).id;
  });
  afterAll(async () => {
    await server.close();
  });

  const login = async (email: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const change = async (cookie: string, payload: Record<string, string>) => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: sessionHeaders(cookie, tenantId),
      payload,
    });
    responses.push(response.body);
    return response;
  };
  const me = (cookie: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: sessionHeaders(cookie, tenantId),
    });

  it('refuses a wrong current password on current_password', async () => {
    const cookie = sessionCookieFrom(await login('carl@change.test', PASSWORD));
    const response = await change(cookie, {
      current_password: 'not my password',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: ACCOUNT_MESSAGES.currentPasswordIncorrect,
      errors: { current_password: [ACCOUNT_MESSAGES.currentPasswordIncorrect] },
    });
  });

  it('uses the settings wording for a mismatch', async () => {
    const cookie = sessionCookieFrom(await login('carl@change.test', PASSWORD));
    const response = await change(cookie, {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: 'walnut thunder saffron 91',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      password_confirmation: [MESSAGES.settingsPasswordMismatch],
    });
  });

  it('refuses a weak new password with the spec text', async () => {
    const cookie = sessionCookieFrom(await login('carl@change.test', PASSWORD));
    for (const weak of ['changeme', 'CarlChange2026']) {
      const response = await change(cookie, {
        current_password: PASSWORD,
        password: weak,
        password_confirmation: weak,
      });
      expect(response.statusCode, weak).toBe(422);
      expect(response.json(), weak).toEqual({
        message: MESSAGES.weakPassword,
        errors: { password: [MESSAGES.weakPassword] },
      });
    }
    expect((await login('carl@change.test', PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = sessionCookieFrom(await login('carl@change.test', PASSWORD));
    const current = sessionCookieFrom(await login('carl@change.test', PASSWORD));
    const response = await change(current, {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordUpdated });
    expect((await me(current)).statusCode).toBe(200);
    const ended = await me(other);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });
    expect((await login('carl@change.test', PASSWORD)).statusCode).toBe(422);
    expect((await login('carl@change.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a caller without a session', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: {
        current_password: PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(401);
  });

  it('stops guessing the current password from a session with 429', async () => {
    const cookie = sessionCookieFrom(await login('gina@change.test', PASSWORD));
    for (let attempt = 0; attempt < PASSWORD_CHANGE_PER_USER.limit; attempt += 1) {
      const guess = await change(cookie, {
        current_password: `guess ${attempt}`,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(guess.statusCode).toBe(422);
    }
    const blocked = await change(cookie, {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    server.clock.advance(PASSWORD_CHANGE_PER_USER.windowMs + 1);
    const later = await change(cookie, {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(later.statusCode).toBe(200);
  });

  it('never puts a password in a response or a log line', () => {
    const logText = server.logs.join('\n');
    const responseText = responses.join('\n');
    expect(logText).toContain('/api/user/password');
    for (const secret of [PASSWORD, NEW_PASSWORD, 'CarlChange2026', 'not my password']) {
      expect(logText).not.toContain(secret);
      expect(responseText).not.toContain(secret);
    }
  });
});
