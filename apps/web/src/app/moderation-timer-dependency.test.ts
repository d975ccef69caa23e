import { MODERATION_TIMER_TICK_MS, ROLES } from '@vigil/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_AUTH_STATE, authStore, type AuthState } from '../features/auth/auth-store';
import {
  enterModerationPage,
  moderationTimerSettled,
  moderationTimerStore,
} from '../features/moderation/timer/moderation-timer';
import { TIME_SPENT_STORAGE_PREFIX } from '../features/moderation/timer/time-spent-storage';
import { fakeApi } from '../test/fake-api';
import { startModerationTimerDependency } from './moderation-timer-dependency';

const PROFILE = {
  userRealName: 'Sam Signed-in',
  tenantId: 't-9',
  tenantName: 'Demo',
  twoFactorEnforcementDate: null,
  eulaAccepted: true,
};

function signIn(roleId: number, extra: Partial<AuthState> = {}): void {
  authStore.set({
    ...INITIAL_AUTH_STATE,
    authInitialised: true,
    stateInitialised: true,
    isLoggedIn: true,
    profile: PROFILE,
    roleId,
    ...extra,
  });
}

function storedKeys(): string[] {
  return Object.keys(window.localStorage).filter((key) =>
    key.startsWith(TIME_SPENT_STORAGE_PREFIX),
  );
}

async function tick(times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await vi.advanceTimersByTimeAsync(MODERATION_TIMER_TICK_MS);
    await moderationTimerSettled();
  }
}

let stop: () => void;
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  vi.useFakeTimers();
  api = fakeApi({
    'GET /tenant/settings': {
      status: 200,
      body: { active_minutes: 45, lock_minutes: 15, two_factor_enforcement_date: null },
    },
  });
  authStore.set(INITIAL_AUTH_STATE);
  stop = startModerationTimerDependency();
});

afterEach(() => {
  stop();
  authStore.set(INITIAL_AUTH_STATE);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the moderation timer as a sign-in dependency (spec §4)', () => {
  it('times a signed-in moderator and loads their tenant allowance', async () => {
    signIn(ROLES.moderator);
    enterModerationPage();
    await tick(2);
    expect(storedKeys()).toHaveLength(1);
    expect(moderationTimerStore.get()).toMatchObject({
      timeSpentInSeconds: 10,
      activeMinutes: 45,
      lockMinutes: 15,
    });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /tenant/settings',
    ]);
  });

  it.each([
    ['administrators', ROLES.administrator],
    ['viewers', ROLES.viewer],
  ])('never times %s', async (_name, roleId) => {
    signIn(roleId);
    enterModerationPage();
    await tick(3);
    expect(storedKeys()).toEqual([]);
    expect(moderationTimerStore.get().userKey).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('does not time a sign-in that still waits for its one-time code', async () => {
    signIn(ROLES.moderator, { requiresOtp: true });
    enterModerationPage();
    await tick(3);
    expect(storedKeys()).toEqual([]);
  });

  it('stops timing at sign-out', async () => {
    signIn(ROLES.moderator);
    enterModerationPage();
    await tick(1);
    authStore.set({ ...INITIAL_AUTH_STATE, signedOut: true });
    const [key] = storedKeys();
    const before = key === undefined ? null : window.localStorage.getItem(key);
    await tick(3);
    expect(key === undefined ? null : window.localStorage.getItem(key)).toBe(before);
    expect(moderationTimerStore.get().userKey).toBeNull();
  });
});
