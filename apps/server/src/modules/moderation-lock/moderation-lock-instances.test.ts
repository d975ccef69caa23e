import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from '../../server';
import { createTestServer, type TestServer } from '../../test/test-server';
import { seedTenant, type SignedIn } from '../users/users-test-kit';
import {
  addTimedProbes,
  lockNow,
  MINUTE_MS,
  setTenantMinutes,
  timedReportProbe,
} from './moderation-lock-test-kit';

/**
 * Several instances behind a load balancer share one database (architecture), so a forced
 * break and the active count must hold whichever instance a call reaches: two servers here,
 * on the same SQLite file or PostgreSQL database, one clock.
 */
describe('the moderation lock across two server instances', () => {
  let first: TestServer;
  let second: Server;
  let moderator: SignedIn;

  beforeAll(async () => {
    first = await createTestServer();
    addTimedProbes(first);
    second = await createServer(first.ctx.config, {
      clock: first.clock,
      startJobs: false,
      logDestination: new Writable({ write: (_chunk, _encoding, done) => done() }),
    });
    addTimedProbes(second);
    const seeded = await seedTenant(first, 'Shared Ltd', 'shared.test', { moderator: 2 });
    moderator = seeded.users.moderator;
    await setTenantMinutes(first, seeded.tenantId, { active_minutes: 2, lock_minutes: 1 });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const onSecond = () =>
    second.app.inject({
      method: 'GET',
      url: `/api${timedReportProbe.path}`,
      headers: moderator.headers,
    });
  const onFirst = () =>
    first.app.inject({
      method: 'GET',
      url: `/api${timedReportProbe.path}`,
      headers: moderator.headers,
    });

  it('enforces a lock taken on one instance on the other', async () => {
    expect((await onSecond()).statusCode).toBe(200);
    const { locked_until } = (await lockNow(first, moderator)).json<{ locked_until: string }>();
    const refused = await onSecond();
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ locked_until });
    first.clock.advance(MINUTE_MS);
    expect((await onSecond()).statusCode).toBe(200);
  });

  it('adds up the active time of calls spread over both instances', async () => {
    first.clock.advance(10 * MINUTE_MS);
    const statuses: number[] = [];
    for (let index = 0; index < 25; index += 1) {
      if (index > 0) first.clock.advance(5000);
      statuses.push((await (index % 2 === 0 ? onFirst() : onSecond())).statusCode);
    }
    expect(statuses.slice(0, 24).every((status) => status === 200)).toBe(true);
    expect(statuses[24]).toBe(423);
    expect((await onFirst()).statusCode).toBe(423);
    expect((await onSecond()).statusCode).toBe(423);
  });
});
