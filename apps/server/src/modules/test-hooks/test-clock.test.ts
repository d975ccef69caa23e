import { MODERATION_LOCK_MESSAGES } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import {
  addTimedProbes,
  callProbe,
  lockNow,
  MINUTE_MS,
} from '../moderation-lock/moderation-lock-test-kit';
import { seedTenant, type SignedIn } from '../users/users-test-kit';
import { registerTestClockRoute } from './test-clock.routes';

/** POST /api/test/clock as the test build mounts it (here on the test server's own clock). */
describe('the test clock route', () => {
  let server: TestServer;
  let moderator: SignedIn;

  beforeAll(async () => {
    server = await createTestServer();
    registerTestClockRoute(server.app, server.clock);
    addTimedProbes(server);
    moderator = (await seedTenant(server, 'Clock Ltd', 'clock.test', { moderator: 2 })).users
      .moderator;
  });
  afterAll(async () => {
    await server.close();
  });

  const advance = (payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: payload as object,
    });

  it('moves the server clock forward and answers the new time', async () => {
    const before = server.clock.now().getTime();
    const response = await advance({ advance_ms: 90_000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ now: new Date(before + 90_000).toISOString() });
    expect(server.clock.now().getTime()).toBe(before + 90_000);
  });

  it('ends a forced break without waiting', async () => {
    await lockNow(server, moderator);
    const locked = await callProbe(server, moderator);
    expect(locked.json()).toMatchObject({ message: MODERATION_LOCK_MESSAGES.locked });
    expect((await advance({ advance_ms: 20 * MINUTE_MS })).statusCode).toBe(200);
    expect((await callProbe(server, moderator)).statusCode).toBe(200);
  });

  it('refuses anything but a positive whole number of milliseconds up to a day', async () => {
    const before = server.clock.now().getTime();
    for (const payload of [
      {},
      { advance_ms: 0 },
      { advance_ms: -1000 },
      { advance_ms: 1.5 },
      { advance_ms: '1000' },
      { advance_ms: 24 * 60 * MINUTE_MS + 1 },
      { advance_ms: 1000, set: 'now' },
    ]) {
      const response = await advance(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(server.clock.now().getTime()).toBe(before);
    expect((await advance({ advance_ms: 24 * 60 * MINUTE_MS })).statusCode).toBe(200);
  });
});
