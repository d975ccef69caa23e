import { describe, expect, it } from 'vitest';
import { EULA_ACCEPTANCE_CACHE_MS } from '../constants';
import {
  isEulaAccepted,
  isEulaAcceptanceRequired,
  isLocalEulaAcceptanceFresh,
} from './eula-acceptance';

const now = Date.UTC(2024, 5, 10, 12, 0, 0);

describe('isLocalEulaAcceptanceFresh', () => {
  it('is fresh until just before 24 hours have passed', () => {
    expect(isLocalEulaAcceptanceFresh(now - EULA_ACCEPTANCE_CACHE_MS + 1, now)).toBe(true);
    expect(isLocalEulaAcceptanceFresh(now, now)).toBe(true);
  });

  it('is stale at exactly 24 hours and after', () => {
    expect(isLocalEulaAcceptanceFresh(now - EULA_ACCEPTANCE_CACHE_MS, now)).toBe(false);
    expect(isLocalEulaAcceptanceFresh(now - 2 * EULA_ACCEPTANCE_CACHE_MS, now)).toBe(false);
  });

  it('reads ISO timestamps', () => {
    expect(isLocalEulaAcceptanceFresh('2024-06-10T01:00:00Z', now)).toBe(true);
    expect(isLocalEulaAcceptanceFresh('2024-06-09T11:00:00Z', now)).toBe(false);
  });

  it.each([null, undefined, '', 'garbage'])('is not fresh for %j', (value) => {
    expect(isLocalEulaAcceptanceFresh(value, now)).toBe(false);
  });

  it('ignores an acceptance time in the future', () => {
    expect(isLocalEulaAcceptanceFresh(now + 60_000, now)).toBe(false);
  });
});

describe('isEulaAccepted', () => {
  it('accepts on a fresh local acceptance even when the profile says no', () => {
    expect(isEulaAccepted({ localAcceptedAt: now - 1000, profileAccepted: false, now })).toBe(true);
  });

  it('falls back to the profile flag when the local acceptance is stale or missing', () => {
    const stale = now - EULA_ACCEPTANCE_CACHE_MS - 1;
    expect(isEulaAccepted({ localAcceptedAt: stale, profileAccepted: true, now })).toBe(true);
    expect(isEulaAccepted({ localAcceptedAt: null, profileAccepted: true, now })).toBe(true);
  });

  it('requires acceptance when neither says accepted', () => {
    const input = { localAcceptedAt: null, profileAccepted: undefined, now };
    expect(isEulaAccepted(input)).toBe(false);
    expect(isEulaAcceptanceRequired(input)).toBe(true);
    expect(
      isEulaAcceptanceRequired({
        localAcceptedAt: now - 2 * EULA_ACCEPTANCE_CACHE_MS,
        profileAccepted: false,
        now,
      }),
    ).toBe(true);
  });
});
