import { expect, type APIRequestContext } from '@playwright/test';
import { API_PREFIX } from '@vigil/contract';

/**
 * The one spec that moves the server's clock. playwright.config.ts runs it after every other
 * spec: a moved clock stays moved for the rest of the run (two-factor codes, sessions, rate
 * limits, the day enforcement counts by).
 */
export const MOVED_SERVER_CLOCK_SPEC = /moderation-lock\.spec\.ts$/;

/**
 * Moves the e2e server's clock forward (`POST /api/test/clock`, a route only the test build
 * apps/server/dist/main-e2e.js has) and answers the server's time after the move. The
 * console's own clock is Playwright's `page.clock`.
 */
export async function advanceServerClock(
  request: APIRequestContext,
  milliseconds: number,
): Promise<Date> {
  const response = await request.post(`${API_PREFIX}/test/clock`, {
    data: { advance_ms: milliseconds },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body: unknown = await response.json();
  const now =
    typeof body === 'object' && body !== null && 'now' in body && typeof body.now === 'string'
      ? Date.parse(body.now)
      : Number.NaN;
  expect(now, 'the test clock answers its time').not.toBeNaN();
  return new Date(now);
}
