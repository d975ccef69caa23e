import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validation';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** A clock the test build can move forward (lib/clock.ts ShiftableClock; ManualClock in tests). */
export interface AdvanceableClock {
  now(): Date;
  advance(milliseconds: number): void;
}

/**
 * Not in packages/contract on purpose: the contract is the public API, bundled into the
 * production server and the console, and this call must exist in neither. Built on demand,
 * not at import, so the production bundle keeps nothing of this file (build.mjs checks).
 */
export function advanceClockRequestSchema() {
  return z.strictObject({ advance_ms: z.number().int().positive().max(ONE_DAY_MS) });
}

/**
 * POST /api/test/clock `{advance_ms}` → `{now}` (ISO-8601 with milliseconds): moves the server
 * clock forward, so an end-to-end test can end a forced break or make a retry due without
 * waiting. Registered only by the test build (test-build-server.ts); no session, the
 * Playwright runner calls it directly.
 */
export function registerTestClockRoute(app: FastifyInstance, clock: AdvanceableClock): void {
  const schema = advanceClockRequestSchema();
  app.post('/api/test/clock', async (request) => {
    const { advance_ms } = parseInput(schema, request.body ?? {}, 'body');
    clock.advance(advance_ms);
    return { now: clock.now().toISOString() };
  });
}
