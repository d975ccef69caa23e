import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../endpoints';
import { lockModerationEndpoint } from './lock-moderation';
import { MODERATION_LOCK_MESSAGES } from './moderation-lock';

describe('the moderation lock in the contract', () => {
  it('times exactly the /report… and /moderation/… calls, but not POST /report/lock', () => {
    const timed = ENDPOINTS.filter((endpoint) => endpoint.moderationTimed === true);
    const expected = ENDPOINTS.filter(
      (endpoint) =>
        (endpoint.path === '/report' ||
          endpoint.path.startsWith('/report/') ||
          endpoint.path.startsWith('/moderation/')) &&
        endpoint !== lockModerationEndpoint,
    );
    expect(timed).toEqual(expected);
    expect(timed.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toContain('GET /report');
    expect(timed).not.toContain(lockModerationEndpoint);
  });

  it('keeps the locked message clear of two-factor, which spec §8 tells apart by its text', () => {
    expect(MODERATION_LOCK_MESSAGES.locked).not.toMatch(/two[- ]?factor/i);
  });
});
