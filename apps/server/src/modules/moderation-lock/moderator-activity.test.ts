import { ACTIVITY_MAX_GAP_SECONDS, MODERATION_LOCK_MESSAGES } from '@vigil/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { seedTenant, type SignedIn } from '../users/users-test-kit';
import {
  activityRow,
  addTimedProbes,
  callProbe,
  lockNow,
  lockRow,
  MINUTE_MS,
  setTenantMinutes,
} from './moderation-lock-test-kit';

/**
 * The server's own record of a moderator's active time (spec §4: clearing the browser's stored
 * time does not avoid the break). The tenant allows 2 active minutes and 1 lock minute here,
 * so the allowance is 120 s: 25 calls 5 s apart.
 */
describe("the server's count of a moderator's active time", () => {
  let server: TestServer;
  let tenantId: string;
  let admin: SignedIn;
  let moderator: SignedIn;
  let colleague: SignedIn;

  beforeAll(async () => {
    server = await createTestServer();
    addTimedProbes(server);
    const seeded = await seedTenant(server, 'Count Ltd', 'count.test', {
      admin: 1,
      moderator: 2,
      colleague: 2,
    });
    ({ tenantId } = seeded);
    ({ admin, moderator, colleague } = seeded.users);
    await setTenantMinutes(server, tenantId, { active_minutes: 2, lock_minutes: 1 });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await server.ctx.database.db.deleteFrom('moderation_locks').execute();
    await server.ctx.database.db.deleteFrom('moderator_activity').execute();
  });

  /** `count` calls `gapMs` apart, the clock moved before each but the first; their statuses. */
  async function callsApart(who: SignedIn, count: number, gapMs: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let index = 0; index < count; index += 1) {
      if (index > 0) server.clock.advance(gapMs);
      statuses.push((await callProbe(server, who)).statusCode);
    }
    return statuses;
  }

  it('locks a moderator working steadily once the active minutes are spent, without any /report/lock', async () => {
    const statuses = await callsApart(moderator, 25, 5000);
    expect(statuses.slice(0, 24).every((status) => status === 200)).toBe(true);
    expect(statuses[24]).toBe(423);
    expect((await activityRow(server, moderator.id)) ?? null).toBeNull();
    const lock = await lockRow(server, moderator.id);
    expect(lock).toMatchObject({ source: 'server' });

    const locked = await callProbe(server, moderator);
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({
      message: MODERATION_LOCK_MESSAGES.locked,
      locked_until: `${lock?.locked_until.slice(0, 19)}Z`,
      retry_after: 60,
    });
    expect(locked.headers['retry-after']).toBe('60');
  });

  it('counts again from nothing after the break', async () => {
    await callsApart(moderator, 25, 5000);
    server.clock.advance(MINUTE_MS);
    const after = await callsApart(moderator, 24, 5000);
    expect(after.every((status) => status === 200)).toBe(true);
    expect((await activityRow(server, moderator.id))?.active_seconds).toBe(115);
    server.clock.advance(5000);
    expect((await callProbe(server, moderator)).statusCode).toBe(423);
  });

  it(`does not count a gap longer than ${ACTIVITY_MAX_GAP_SECONDS} s: it is a pause`, async () => {
    await callsApart(moderator, 23, 5000);
    expect((await activityRow(server, moderator.id))?.active_seconds).toBe(110);
    const pauses = await callsApart(moderator, 5, (ACTIVITY_MAX_GAP_SECONDS + 1) * 1000);
    expect(pauses.slice(1).every((status) => status === 200)).toBe(true);
    expect((await activityRow(server, moderator.id))?.active_seconds).toBe(110);
    // A gap of exactly the limit still counts.
    server.clock.advance(ACTIVITY_MAX_GAP_SECONDS * 1000);
    expect((await callProbe(server, moderator)).statusCode).toBe(423);
  });

  it('counts whole seconds across uneven gaps without losing any', async () => {
    const gaps = [1400, 700, 2900, 4100, 300, 5600];
    expect((await callProbe(server, moderator)).statusCode).toBe(200);
    for (const gap of gaps) {
      server.clock.advance(gap);
      await callProbe(server, moderator);
    }
    const spanned = gaps.reduce((sum, gap) => sum + gap, 0);
    expect((await activityRow(server, moderator.id))?.active_seconds).toBe(
      Math.floor(spanned / 1000),
    );
  });

  it('adds a gap once when calls arrive together', async () => {
    await callProbe(server, moderator);
    server.clock.advance(5000);
    const together = await Promise.all(
      Array.from({ length: 8 }, () => callProbe(server, moderator)),
    );
    expect(together.every((response) => response.statusCode === 200)).toBe(true);
    expect((await activityRow(server, moderator.id))?.active_seconds).toBe(5);
  });

  it('never times administrators', async () => {
    const statuses = await callsApart(admin, 40, 5000);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await activityRow(server, admin.id)).toBeUndefined();
    expect(await lockRow(server, admin.id)).toBeUndefined();
  });

  it("keeps each moderator's count apart", async () => {
    for (let index = 0; index < 20; index += 1) {
      await callProbe(server, moderator);
      await callProbe(server, colleague);
      server.clock.advance(5000);
    }
    await callProbe(server, moderator);
    expect((await activityRow(server, moderator.id))?.active_seconds).toBe(100);
    expect((await activityRow(server, colleague.id))?.active_seconds).toBe(95);
  });

  it('restarts the count when the console locks', async () => {
    await callsApart(moderator, 20, 5000);
    expect((await activityRow(server, moderator.id))?.active_seconds).toBe(95);
    await lockNow(server, moderator);
    expect(await activityRow(server, moderator.id)).toBeUndefined();
    server.clock.advance(MINUTE_MS);
    expect((await callProbe(server, moderator)).statusCode).toBe(200);
    expect((await activityRow(server, moderator.id))?.active_seconds).toBe(0);
  });
});
