import { ACCOUNT_MESSAGES, ROLES } from '@vigil/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { linkParams, readOutbox, waitForEmail } from '../accounts/outbox-reader';
import { accountKey, DELAY_CAP_MS, GUESS_RULES, guessDelayMs } from './guess-rules';

const PASSWORD = 'the owner knows this one 77';
const NEW_PASSWORD = 'a brand new owner password 88';
const rules = GUESS_RULES.password;
/**
 * Tests that make dozens of real sign-in attempts: each checks a password with scrypt, which
 * on a busy machine and PostgreSQL takes far longer than the default allows.
 */
const MANY_ATTEMPTS = { timeout: 90_000 };

describe('sign-in guess limits (decision 0121)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function account(email: string): Promise<void> {
    await server.ctx.services.users.createTenantWithUsers(`Tenant of ${email}`, [
      {
        name: email.split('@')[0] ?? email,
        email,
        password: PASSWORD,
        roleId: ROLES.administrator,
        verified: true,
      },
    ]);
  }

  /** One sign-in attempt, and how long the server made it wait (0 if it did not). */
  async function login(
    email: string,
    password: string,
    remoteAddress: string,
  ): Promise<{ response: LightMyRequestResponse; waitedMs: number }> {
    const before = server.sleeps.length;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress,
    });
    const waits = server.sleeps.slice(before);
    expect(waits.length).toBeLessThanOrEqual(1);
    return { response, waitedMs: waits[0] ?? 0 };
  }

  async function status(email: string, password: string, remoteAddress: string) {
    return (await login(email, password, remoteAddress)).response.statusCode;
  }

  async function failFrom(email: string, remoteAddress: string, times: number) {
    for (let attempt = 0; attempt < times; attempt += 1) {
      expect(await status(email, `guess ${remoteAddress} ${attempt}`, remoteAddress)).toBe(422);
    }
  }

  /** A full set of wrong guesses from each address in turn: every status and wait. */
  async function attack(target: string, addresses: string[]) {
    const seen: Array<[number, number]> = [];
    for (const address of addresses) {
      for (let attempt = 0; attempt < rules.perAccountAndAddress.limit; attempt += 1) {
        const { response, waitedMs } = await login(target, `wrong ${attempt}`, address);
        seen.push([response.statusCode, waitedMs]);
      }
    }
    return seen;
  }

  const emailsTo = (to: string) => readOutbox(server.dataDir).filter((mail) => mail.to === to);

  it("lets the owner in from their own address while a stranger's guesses are refused", async () => {
    const email = 'owner@guess.test';
    await account(email);
    await failFrom(email, '203.0.113.1', rules.perAccountAndAddress.limit);
    // Brute force from that address is still stopped…
    expect(await status(email, 'one guess too many', '203.0.113.1')).toBe(429);
    // …but the right password from an address that never failed signs in.
    expect(await status(email, PASSWORD, '198.51.100.1')).toBe(200);
  });

  it('refuses the guessing address even with the right password, until its window ends', async () => {
    const email = 'refused@guess.test';
    await account(email);
    await failFrom(email, '203.0.113.2', rules.perAccountAndAddress.limit);
    const { response } = await login(email, PASSWORD, '203.0.113.2');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.tooManyAttempts });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rules.perAccountAndAddress.windowMs / 1000);

    server.clock.advance(rules.perAccountAndAddress.windowMs + 1);
    expect(await status(email, PASSWORD, '203.0.113.2')).toBe(200);
  });

  it(
    'stops one address spraying many accounts, and one rotating through its IPv6 /64',
    MANY_ATTEMPTS,
    async () => {
      const email = 'sprayed@guess.test';
      await account(email);
      for (let index = 0; index < rules.perAddress.limit; index += 1) {
        // Every guess from a new address of the same /64, at a new account (most do not exist).
        const target = index === 0 ? email : `sprayed-${index}@nowhere.test`;
        expect(await status(target, 'Summer2026!', `2001:db8:5:1::${index + 1}`)).toBe(422);
      }
      expect(await status(email, PASSWORD, '2001:db8:5:1:ffff::1')).toBe(429);
      // Another /64 is another client.
      expect(await status(email, PASSWORD, '2001:db8:5:2::1')).toBe(200);
    },
  );

  it(
    'slows strangers more as failures grow, up to a cap, alike for a right and a wrong password',
    MANY_ATTEMPTS,
    async () => {
      const email = 'slowed@guess.test';
      await account(email);
      // The owner's usual address, known from an earlier sign-in.
      expect(await status(email, PASSWORD, '192.0.2.10')).toBe(200);

      const seen = await attack(email, ['192.0.2.21', '192.0.2.22', '192.0.2.23']);
      expect(seen.every(([code]) => code === 422)).toBe(true);
      const waits = seen.map(([, waitedMs]) => waitedMs);
      // The n-th stranger's guess waits for the n-1 failures before it: nothing for the first
      // six, then 200 ms more each, never more than the cap.
      expect(waits.slice(0, 8)).toEqual([0, 0, 0, 0, 0, 0, 200, 400]);
      expect(waits.slice(18, 22)).toEqual([2_600, 2_800, 3_000, 3_000]);
      expect(Math.max(...waits)).toBe(DELAY_CAP_MS);
      expect(waits).toEqual(seen.map((_, index) => guessDelayMs(index)));

      // The right password from a fresh address waits exactly as long as a wrong one would:
      // the wait comes before the check, so it says nothing about the password.
      const right = await login(email, PASSWORD, '192.0.2.30');
      expect(right.response.statusCode).toBe(200);
      expect(right.waitedMs).toBe(DELAY_CAP_MS);
      // The owner's known address does not wait at all.
      const known = await login(email, PASSWORD, '192.0.2.10');
      expect(known.response.statusCode).toBe(200);
      expect(known.waitedMs).toBe(0);
    },
  );

  it(
    'answers and slows an email no account has exactly like a real one',
    MANY_ATTEMPTS,
    async () => {
      const email = 'real@guess.test';
      await account(email);
      const real = await attack(email, ['192.0.2.51', '192.0.2.52', '192.0.2.53']);
      // So the limits do not tell which accounts exist.
      const ghost = await attack('ghost@guess.test', ['192.0.2.41', '192.0.2.42', '192.0.2.43']);
      expect(ghost).toEqual(real);
      expect(Math.max(...ghost.map(([, waitedMs]) => waitedMs))).toBe(DELAY_CAP_MS);
      expect(await status('ghost@guess.test', PASSWORD, '192.0.2.41')).toBe(429);
      expect(await status(email, PASSWORD, '192.0.2.51')).toBe(429);
    },
  );

  it('lets only known addresses in once an account passes its hourly ceiling', async () => {
    const email = 'besieged@guess.test';
    await account(email);
    expect(await status(email, PASSWORD, '198.51.100.50')).toBe(200);
    // Hundreds of failures from as many addresses within the hour (counted directly here:
    // each address's own limits are the other tests' business).
    const besiege = async (target: string) => {
      for (let hit = 0; hit < rules.perAccount.limit; hit += 1) {
        await server.ctx.services.rateLimits.count(
          accountKey('password', target),
          rules.perAccount,
        );
      }
    };
    await besiege(email);
    await besiege('phantom@guess.test');

    const stranger = await login(email, PASSWORD, '198.51.100.60');
    expect(stranger.response.statusCode).toBe(429);
    expect(stranger.response.json()).toEqual({ message: ACCOUNT_MESSAGES.tooManyAttempts });
    const retryAfter = Number(stranger.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rules.perAccount.windowMs / 1000);
    // An unknown email under the same siege answers the same.
    const phantom = await login('phantom@guess.test', PASSWORD, '198.51.100.60');
    expect(phantom.response.statusCode).toBe(429);
    expect(phantom.response.headers['retry-after']).toBe(stranger.response.headers['retry-after']);

    // The owner's known address still signs in, without waiting.
    const owner = await login(email, PASSWORD, '198.51.100.50');
    expect(owner.response.statusCode).toBe(200);
    expect(owner.waitedMs).toBe(0);

    // So does an address that proved ownership through a password-reset link.
    const post = (url: string, payload: object, remoteAddress: string) =>
      server.app.inject({ method: 'POST', url, payload, remoteAddress });
    await post('/api/request-password-reset', { email }, '198.51.100.70');
    // The reset email is sent by a job after the reply (decision 0122).
    await server.ctx.jobs.drain();
    const { token } = linkParams((await waitForEmail(server.dataDir, email)).links[0] ?? '');
    const reset = await post(
      '/api/password-reset',
      { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      '198.51.100.70',
    );
    expect(reset.statusCode).toBe(200);
    expect(await status(email, NEW_PASSWORD, '198.51.100.70')).toBe(200);

    server.clock.advance(rules.perAccount.windowMs + 1);
    expect(await status(email, NEW_PASSWORD, '198.51.100.60')).toBe(200);
  });

  it(
    'emails the owner once when strangers keep failing, and never for an unknown email',
    MANY_ATTEMPTS,
    async () => {
      const email = 'warned@guess.test';
      await account(email);
      // The owner's own typos from their known address are not an attack.
      expect(await status(email, PASSWORD, '192.0.2.100')).toBe(200);
      await failFrom(email, '192.0.2.100', 5);
      await failFrom(email, '192.0.2.101', 10);
      await failFrom(email, '192.0.2.102', rules.warnAt - 11);
      await server.ctx.jobs.drain();
      expect(emailsTo(email)).toEqual([]);

      await failFrom(email, '192.0.2.102', 1);
      await failFrom(email, '192.0.2.103', 10);
      await server.ctx.jobs.drain();
      const warnings = emailsTo(email);
      expect(warnings).toHaveLength(1);
      const [warning] = warnings;
      expect(warning?.subject).toBe('Failed sign-in attempts on your Vigil account');
      expect(warning?.body).toContain('Hello warned,');
      expect(warning?.body).toContain(`${rules.warnAt} failed attempts`);
      expect(warning?.body).toContain('does not necessarily mean your password is known');
      expect(warning?.body).toContain('two-factor sign-in');
      expect(warning?.body).toContain('change your password');
      expect(warning?.body).not.toContain('guess 192.0.2');

      // Nobody to write to for an email no account has.
      for (const address of ['192.0.2.111', '192.0.2.112', '192.0.2.113']) {
        await failFrom('nobody@guess.test', address, 10);
      }
      await server.ctx.jobs.drain();
      expect(emailsTo('nobody@guess.test')).toEqual([]);

      // At most one a day: a new wave the next day warns again.
      server.clock.advance(24 * 60 * 60 * 1000 + 1);
      await failFrom(email, '192.0.2.121', 10);
      await failFrom(email, '192.0.2.122', 10);
      await server.ctx.jobs.drain();
      expect(emailsTo(email)).toHaveLength(2);
    },
  );
});
