import {
  DEFAULT_ACTIVE_MINUTES,
  DEFAULT_LOCK_MINUTES,
  MODERATION_PAGE_NAME,
  MODERATION_TIMER_TICK_MS,
  UNTRACKED_PAGE_NAME,
} from '@vigil/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moderationLockStore } from '../../../lib/moderation-lock';
import { fakeApi } from '../../../test/fake-api';
import { reportsFetched } from '../lock/lock-events';
import {
  enterModerationPage,
  loadModerationAllowance,
  moderationTimerSettled,
  moderationTimerStore,
  setModerationAllowance,
  setTimedModerator,
  stopModerationTimer,
} from './moderation-timer';
import { encryptTimeSpent, decryptTimeSpent } from './time-spent-cipher';
import { TIME_SPENT_STORAGE_PREFIX, timeSpentUserKey } from './time-spent-storage';

const MODERATOR = timeSpentUserKey({ tenantId: 't-1', userRealName: 'Mo Moderator' });
const STORAGE_KEY = TIME_SPENT_STORAGE_PREFIX + MODERATOR;
const LOCKED_UNTIL = '2026-11-21T10:20:00Z';
const NOW = new Date('2026-11-21T10:00:00Z');

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  api = fakeApi({
    'POST /report/lock': {
      status: 200,
      // The server's clock is 20 minutes ahead of this browser's: its retry_after wins.
      body: { message: 'Locked', locked_until: LOCKED_UNTIL, retry_after: 60 },
    },
  });
});

afterEach(() => {
  stopModerationTimer();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** One timer beat, and the encryption it started. */
async function tick(times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await vi.advanceTimersByTimeAsync(MODERATION_TIMER_TICK_MS);
    await moderationTimerSettled();
  }
}

async function storedSeconds(): Promise<number | null | undefined> {
  const stored = window.localStorage.getItem(STORAGE_KEY);
  return stored === null ? undefined : decryptTimeSpent(stored);
}

function lockCalls() {
  return api.calls.filter((call) => call.method === 'POST' && call.path === '/report/lock');
}

describe('the moderation timer (spec §4)', () => {
  it('adds 5 seconds per tick for a moderator on the moderation page, stored encrypted', async () => {
    setTimedModerator(MODERATOR);
    enterModerationPage();
    expect(moderationTimerStore.get().pageName).toBe(MODERATION_PAGE_NAME);

    await tick();
    expect(await storedSeconds()).toBe(5);
    const first = window.localStorage.getItem(STORAGE_KEY);
    await tick(2);
    expect(await storedSeconds()).toBe(15);
    expect(moderationTimerStore.get().timeSpentInSeconds).toBe(15);
    expect(window.localStorage.getItem(STORAGE_KEY)).not.toBe(first);
    expect(api.calls).toEqual([]);
  });

  it('does not tick before the tick interval has passed', async () => {
    setTimedModerator(MODERATOR);
    enterModerationPage();
    await vi.advanceTimersByTimeAsync(MODERATION_TIMER_TICK_MS - 1);
    await moderationTimerSettled();
    expect(await storedSeconds()).toBeUndefined();
  });

  it('continues from the time already stored for this user', async () => {
    window.localStorage.setItem(STORAGE_KEY, await encryptTimeSpent(600));
    setTimedModerator(MODERATOR);
    enterModerationPage();
    await tick();
    expect(await storedSeconds()).toBe(605);
  });

  it('keeps each user to their own stored time', async () => {
    const other = timeSpentUserKey({ tenantId: 't-1', userRealName: 'Other Moderator' });
    window.localStorage.setItem(TIME_SPENT_STORAGE_PREFIX + other, await encryptTimeSpent(900));
    setTimedModerator(MODERATOR);
    enterModerationPage();
    await tick();
    expect(await storedSeconds()).toBe(5);
  });

  it('does nothing off the moderation page', async () => {
    setTimedModerator(MODERATOR);
    await tick(3);
    expect(await storedSeconds()).toBeUndefined();

    const leave = enterModerationPage();
    await tick();
    leave();
    expect(moderationTimerStore.get().pageName).toBe(UNTRACKED_PAGE_NAME);
    await tick(3);
    expect(await storedSeconds()).toBe(5);
  });

  it('does nothing when nobody is timed (not signed in, or not a moderator)', async () => {
    enterModerationPage();
    await tick(3);
    expect(window.localStorage.length).toBe(0);

    setTimedModerator(MODERATOR);
    setTimedModerator(null);
    await tick(3);
    expect(window.localStorage.length).toBe(0);
  });

  it('does nothing while moderation is locked by the server', async () => {
    setTimedModerator(MODERATOR);
    enterModerationPage();
    moderationLockStore.set({
      locked: true,
      endpointLocked: true,
      cause: 'server',
      lockedAt: NOW.getTime(),
      lockedUntil: null,
    });
    await tick(3);
    expect(await storedSeconds()).toBeUndefined();
    expect(api.calls).toEqual([]);
  });

  it('locks at the active allowance: one lock call, timers reset, untracked, storage cleared', async () => {
    setModerationAllowance(1, 1);
    window.localStorage.setItem(STORAGE_KEY, await encryptTimeSpent(50));
    setTimedModerator(MODERATOR);
    setModerationAllowance(1, 1);
    enterModerationPage();

    await tick();
    expect(await storedSeconds()).toBe(55);
    expect(moderationLockStore.get().locked).toBe(false);

    await tick();
    expect(lockCalls()).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(moderationTimerStore.get()).toMatchObject({
      timeSpentInSeconds: 0,
      pageName: UNTRACKED_PAGE_NAME,
    });
    expect(moderationLockStore.get()).toEqual({
      locked: true,
      endpointLocked: true,
      cause: 'allowance',
      lockedAt: NOW.getTime() + 2 * MODERATION_TIMER_TICK_MS,
      lockedUntil: NOW.getTime() + 2 * MODERATION_TIMER_TICK_MS + 60_000,
    });

    await tick(5);
    expect(lockCalls()).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('uses the default allowance of 60 active minutes until the tenant says otherwise', async () => {
    expect(moderationTimerStore.get()).toMatchObject({
      activeMinutes: DEFAULT_ACTIVE_MINUTES,
      lockMinutes: DEFAULT_LOCK_MINUTES,
    });
    window.localStorage.setItem(STORAGE_KEY, await encryptTimeSpent(60 * 60 - 10));
    setTimedModerator(MODERATOR);
    enterModerationPage();
    await tick();
    expect(lockCalls()).toHaveLength(0);
    await tick();
    expect(lockCalls()).toHaveLength(1);
  });

  it('stays locked and counts the lock minutes itself when the lock call fails', async () => {
    api = fakeApi({ 'POST /report/lock': { status: 500, body: { message: 'Down' } } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(STORAGE_KEY, await encryptTimeSpent(3595));
    setTimedModerator(MODERATOR);
    enterModerationPage();
    await tick();
    expect(lockCalls()).toHaveLength(1);
    expect(moderationLockStore.get()).toMatchObject({
      locked: true,
      endpointLocked: false,
      lockedUntil: null,
    });
  });

  it('locks without calling the server when the stored time cannot be decrypted', async () => {
    const sealed = await encryptTimeSpent(100);
    const tampered = sealed.slice(0, -3) + (sealed.endsWith('AAA') ? 'BBB' : 'AAA');
    window.localStorage.setItem(STORAGE_KEY, tampered);
    setTimedModerator(MODERATOR);
    enterModerationPage();
    await tick();

    expect(moderationLockStore.get()).toMatchObject({ locked: true, cause: 'undecryptable' });
    expect(api.fetchMock).not.toHaveBeenCalled();
    // Kept until a report fetch unlocks, so a reload cannot skip the break.
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe(tampered);
    await tick(3);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it.each(['3600', 'garbage', '{"seconds":5}'])(
    'a plain value (%j) is undecryptable too',
    async (raw) => {
      window.localStorage.setItem(STORAGE_KEY, raw);
      setTimedModerator(MODERATOR);
      enterModerationPage();
      await tick();
      expect(moderationLockStore.get()).toMatchObject({ locked: true, cause: 'undecryptable' });
      expect(api.fetchMock).not.toHaveBeenCalled();
    },
  );

  it('forgets a lock when another user is timed', () => {
    setTimedModerator(MODERATOR);
    moderationLockStore.set({
      locked: true,
      endpointLocked: true,
      cause: 'server',
      lockedAt: NOW.getTime(),
      lockedUntil: null,
    });
    setTimedModerator(null);
    expect(moderationLockStore.get().locked).toBe(false);
  });

  it('loads the tenant allowance for the timed moderator', async () => {
    api = fakeApi({
      'GET /tenant/settings': {
        status: 200,
        body: { active_minutes: 30, lock_minutes: 10, two_factor_enforcement_date: null },
      },
    });
    setTimedModerator(MODERATOR);
    await loadModerationAllowance();
    expect(moderationTimerStore.get()).toMatchObject({ activeMinutes: 30, lockMinutes: 10 });
  });

  it('keeps the defaults when the tenant settings cannot be read', async () => {
    api = fakeApi({ 'GET /tenant/settings': { status: 403, body: { message: 'Forbidden' } } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setTimedModerator(MODERATOR);
    await loadModerationAllowance();
    expect(moderationTimerStore.get()).toMatchObject({
      activeMinutes: DEFAULT_ACTIVE_MINUTES,
      lockMinutes: DEFAULT_LOCK_MINUTES,
    });
  });
});

describe('a successful report fetch (spec §4)', () => {
  async function lockAtAllowance(): Promise<void> {
    window.localStorage.setItem(STORAGE_KEY, await encryptTimeSpent(55));
    setTimedModerator(MODERATOR);
    setModerationAllowance(1, 1);
    enterModerationPage();
    await tick();
    expect(moderationLockStore.get().locked).toBe(true);
  }

  it('unlocks and restarts the timer on the moderation page', async () => {
    await lockAtAllowance();
    reportsFetched(Date.now());
    expect(moderationLockStore.get()).toMatchObject({ locked: false, endpointLocked: false });
    expect(moderationTimerStore.get().pageName).toBe(MODERATION_PAGE_NAME);

    await tick();
    expect(await storedSeconds()).toBe(5);
  });

  it('does not restart counting when the moderation page is no longer open', async () => {
    window.localStorage.setItem(STORAGE_KEY, await encryptTimeSpent(55));
    setTimedModerator(MODERATOR);
    setModerationAllowance(1, 1);
    const leave = enterModerationPage();
    await tick();
    leave();
    reportsFetched();
    expect(moderationLockStore.get().locked).toBe(false);
    expect(moderationTimerStore.get().pageName).toBe(UNTRACKED_PAGE_NAME);
    await tick(2);
    expect(await storedSeconds()).toBeUndefined();
  });

  it('ends a lock from undecryptable storage by starting from zero', async () => {
    window.localStorage.setItem(STORAGE_KEY, 'edited by hand');
    setTimedModerator(MODERATOR);
    enterModerationPage();
    await tick();
    expect(moderationLockStore.get().locked).toBe(true);

    reportsFetched();
    expect(moderationLockStore.get().locked).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    await tick();
    expect(await storedSeconds()).toBe(5);
    expect(moderationLockStore.get().locked).toBe(false);
  });

  it('a fetch sent before the lock does not undo it', async () => {
    const sentAt = Date.now();
    await lockAtAllowance();
    reportsFetched(sentAt);
    expect(moderationLockStore.get().locked).toBe(true);
  });

  it('changes nothing when moderation was not locked', async () => {
    setTimedModerator(MODERATOR);
    enterModerationPage();
    await tick(2);
    reportsFetched();
    expect(await storedSeconds()).toBe(10);
  });
});

describe('without Web Crypto (an insecure origin)', () => {
  it('stores nothing and does not lock, leaving the break to the server', async () => {
    vi.spyOn(crypto.subtle, 'encrypt').mockRejectedValue(new TypeError('no subtle crypto'));
    setTimedModerator(MODERATOR);
    enterModerationPage();
    await tick(3);
    expect(await storedSeconds()).toBeUndefined();
    expect(moderationLockStore.get().locked).toBe(false);
  });
});
