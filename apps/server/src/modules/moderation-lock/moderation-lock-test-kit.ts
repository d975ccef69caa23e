import type { LightMyRequestResponse } from 'fastify';
import { defineEndpoint, MODERATING_ROLES } from '@vigil/contract';
import { z } from 'zod';
import type { Server } from '../../server';
import { registerEndpoint } from '../../http/register-endpoint';
import { updateTenantSettings } from '../tenant/tenant.queries';
import { call, type SignedIn } from '../users/users-test-kit';
import type { TestServer } from '../../test/test-server';

/**
 * Timed test routes under /report and /moderation/, so the lock's rules are tested apart from
 * what the queue's own handlers do; the queue's routes are swept separately.
 */
export const timedReportProbe = defineEndpoint({
  method: 'GET',
  path: '/report/timed-probe',
  summary: 'A timed report call, for tests',
  access: 'session',
  roles: MODERATING_ROLES,
  moderationTimed: true,
  status: 200,
  response: z.object({ ok: z.literal(true) }),
});
export const timedModerationProbe = defineEndpoint({
  method: 'POST',
  path: '/moderation/timed-probe',
  summary: 'A timed moderation call, for tests',
  access: 'session',
  roles: MODERATING_ROLES,
  moderationTimed: true,
  status: 200,
  response: z.object({ ok: z.literal(true) }),
});

/** Before the app's first request: Fastify takes no routes once it is ready. */
export function addTimedProbes(server: Pick<Server, 'app' | 'ctx'>): void {
  for (const probe of [timedReportProbe, timedModerationProbe]) {
    registerEndpoint(server.app, server.ctx, probe, () => Promise.resolve({ ok: true as const }));
  }
}

export function callProbe(server: TestServer, who: SignedIn): Promise<LightMyRequestResponse> {
  return call(server, who, 'GET', timedReportProbe.path);
}

export function lockNow(server: TestServer, who: SignedIn): Promise<LightMyRequestResponse> {
  return call(server, who, 'POST', '/report/lock');
}

export async function setTenantMinutes(
  server: TestServer,
  tenantId: string,
  minutes: { active_minutes: number; lock_minutes: number },
): Promise<void> {
  await updateTenantSettings(server.ctx.database.db, tenantId, minutes, new Date().toISOString());
}

export function lockRow(server: TestServer, userId: string) {
  return server.ctx.database.db
    .selectFrom('moderation_locks')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function activityRow(server: TestServer, userId: string) {
  return server.ctx.database.db
    .selectFrom('moderator_activity')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export const MINUTE_MS = 60_000;
