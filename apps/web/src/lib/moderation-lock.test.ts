import { describe, expect, it } from 'vitest';
import { lockEndFrom } from './moderation-lock';

describe('lockEndFrom', () => {
  it("prefers the server's seconds left over its timestamp, so a wrong browser clock does not matter", () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(lockEndFrom({ lockedUntil: '2026-11-21T12:00:00Z', retryAfterSeconds: 90 }, now)).toBe(
      now + 90_000,
    );
    expect(lockEndFrom({ lockedUntil: '2026-11-21T12:00:00Z' }, now)).toBe(
      Date.parse('2026-11-21T12:00:00Z'),
    );
    expect(lockEndFrom({}, now)).toBeNull();
  });
});
