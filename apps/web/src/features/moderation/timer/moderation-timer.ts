/**
 * Spec §4 Moderation lock, the console's side: only an authenticated moderator on the
 * moderation page is timed. The timer runs from sign-in (a "dependency", started by
 * src/app/moderation-timer-dependency.ts) and every MODERATION_TIMER_TICK_MS adds the tick to
 * the encrypted time spent while the page name is the moderation page's. It locks when the
 * time reaches active minutes × 60 s, or at once when the stored time cannot be decrypted.
 * See docs/decisions/0104-moderation-timer.md.
 */
import {
  DEFAULT_ACTIVE_MINUTES,
  DEFAULT_LOCK_MINUTES,
  MODERATION_PAGE_NAME,
  MODERATION_TIMER_TICK_MS,
  SECONDS_PER_MINUTE,
  UNTRACKED_PAGE_NAME,
  ZGetTenantSettingsResponseSchema,
  ZLockModerationResponseSchema,
  getTenantSettingsEndpoint,
  lockModerationEndpoint,
} from '@vigil/contract';
import { apiCall } from '../../../api/api-client';
import { createStore } from '../../../lib/create-store';
import {
  UNLOCKED,
  confirmServerLock,
  lockFromClient,
  moderationLockStore,
  lockEndFrom,
} from '../../../lib/moderation-lock';
import { clearTimeSpent, readTimeSpent, writeTimeSpent } from './time-spent-storage';

export type PageName = typeof MODERATION_PAGE_NAME | typeof UNTRACKED_PAGE_NAME;

export interface ModerationTimerState {
  /** The signed-in moderator being timed (timeSpentUserKey), or null: nobody is timed. */
  userKey: string | null;
  /** Only the moderation page is tracked; a lock sets the page name back to untracked. */
  pageName: PageName;
  /** Spec §3 timeSpentInSeconds, as last stored. */
  timeSpentInSeconds: number;
  /** The tenant's settings (spec §3), defaults until they are loaded. */
  activeMinutes: number;
  lockMinutes: number;
}

const INITIAL_STATE: ModerationTimerState = {
  userKey: null,
  pageName: UNTRACKED_PAGE_NAME,
  timeSpentInSeconds: 0,
  activeMinutes: DEFAULT_ACTIVE_MINUTES,
  lockMinutes: DEFAULT_LOCK_MINUTES,
};

export const moderationTimerStore = createStore<ModerationTimerState>(INITIAL_STATE);

const TICK_SECONDS = MODERATION_TIMER_TICK_MS / 1000;

let interval: ReturnType<typeof setInterval> | null = null;
/** How many moderation pages are open (React may mount one twice in development). */
let openPages = 0;
/** A tick in flight; ticks are async (Web Crypto) and must not overlap. */
let ticking = false;
/** Bumped by every reset, so a tick that started before it does not write an old time back. */
let generation = 0;

/** The tick in flight (Web Crypto works off the main thread), so tests can wait for it. */
let currentTick: Promise<void> = Promise.resolve();

function startInterval(): void {
  stopInterval();
  interval = setInterval(() => {
    if (!ticking) currentTick = tick();
  }, MODERATION_TIMER_TICK_MS);
}

/** Resolves when the tick in flight, if any, has finished. */
export function moderationTimerSettled(): Promise<void> {
  return currentTick;
}

function stopInterval(): void {
  if (interval !== null) clearInterval(interval);
  interval = null;
}

function trackedPage(): PageName {
  return openPages > 0 && !moderationLockStore.get().locked
    ? MODERATION_PAGE_NAME
    : UNTRACKED_PAGE_NAME;
}

/**
 * Who is timed: the moderator's key after sign-in or session verification, null when nobody
 * is signed in or the user is not a moderator. A lock belongs to the user it was for, so a
 * change of user clears it.
 */
export function setTimedModerator(userKey: string | null): void {
  if (moderationTimerStore.get().userKey === userKey) return;
  stopInterval();
  generation += 1;
  moderationLockStore.set(UNLOCKED);
  moderationTimerStore.set({ ...INITIAL_STATE, userKey, pageName: trackedPage() });
  if (userKey !== null) startInterval();
}

/** The tenant's active and lock minutes (GET /tenant/settings); defaults until they arrive. */
export function setModerationAllowance(activeMinutes: number, lockMinutes: number): void {
  moderationTimerStore.set((state) => ({ ...state, activeMinutes, lockMinutes }));
}

/**
 * Loads the allowance for the timed moderator. Failures are only logged (spec §8) and the
 * defaults stay: the server enforces the tenant's real values either way.
 */
export async function loadModerationAllowance(): Promise<void> {
  const userKey = moderationTimerStore.get().userKey;
  if (userKey === null) return;
  let reply: unknown;
  try {
    reply = await apiCall(getTenantSettingsEndpoint, { errorHandling: 'log', quiet: true });
  } catch {
    return;
  }
  const parsed = ZGetTenantSettingsResponseSchema.safeParse(reply);
  if (!parsed.success || moderationTimerStore.get().userKey !== userKey) return;
  setModerationAllowance(parsed.data.active_minutes, parsed.data.lock_minutes);
}

/** The moderation page is open from the returned function's call on until it is called. */
export function enterModerationPage(): () => void {
  openPages += 1;
  moderationTimerStore.set((state) => ({ ...state, pageName: trackedPage() }));
  let left = false;
  return () => {
    if (left) return;
    left = true;
    openPages -= 1;
    moderationTimerStore.set((state) => ({ ...state, pageName: trackedPage() }));
  };
}

/** Spec §4 "timer and page times are reset … the stored time is cleared". */
function resetTimers(userKey: string): void {
  generation += 1;
  clearTimeSpent(userKey);
  moderationTimerStore.set((state) => ({
    ...state,
    timeSpentInSeconds: 0,
    pageName: trackedPage(),
  }));
}

/**
 * After a successful report fetch unlocked moderation (spec §4): the time starts again from
 * zero, and counts again if the moderation page is open. The stored time is cleared as well,
 * which also ends a lock that came from an undecryptable value.
 */
export function restartModerationTimer(): void {
  const { userKey } = moderationTimerStore.get();
  if (userKey === null) return;
  resetTimers(userKey);
  // A full tick after the break before the first five seconds count.
  startInterval();
}

/** Spec §4 "On lock": the lock screen, the lock call, reset timers, untracked, cleared time. */
async function lockForBreak(userKey: string): Promise<void> {
  lockFromClient('allowance');
  resetTimers(userKey);
  let reply: unknown;
  try {
    reply = await apiCall(lockModerationEndpoint, { errorHandling: 'log' });
  } catch {
    // Spec §8: a failed lock call is only logged (the catalogue did). The lock screen stays
    // and counts down the lock minutes; the server's own count locks the API regardless.
    return;
  }
  const parsed = ZLockModerationResponseSchema.safeParse(reply);
  if (parsed.success) {
    confirmServerLock(
      lockEndFrom({
        lockedUntil: parsed.data.locked_until,
        retryAfterSeconds: parsed.data.retry_after,
      }),
    );
  }
}

function isTiming(userKey: string, startedIn: number): boolean {
  const state = moderationTimerStore.get();
  return (
    state.userKey === userKey &&
    state.pageName === MODERATION_PAGE_NAME &&
    generation === startedIn &&
    !moderationLockStore.get().locked
  );
}

async function tick(): Promise<void> {
  const { userKey } = moderationTimerStore.get();
  const startedIn = generation;
  // Spec §4: nothing happens when not authenticated, off the page, or already locked.
  if (ticking || userKey === null || !isTiming(userKey, startedIn)) return;
  ticking = true;
  try {
    const current = await readTimeSpent(userKey);
    if (!isTiming(userKey, startedIn)) return;
    if (!current.readable) {
      // Spec §4/§8: locked, and the server is not called. The unreadable value stays until a
      // successful report fetch unlocks, so a reload does not escape the lock screen.
      lockFromClient('undecryptable');
      moderationTimerStore.set((state) => ({ ...state, pageName: trackedPage() }));
      return;
    }
    const seconds = current.seconds + TICK_SECONDS;
    const { activeMinutes } = moderationTimerStore.get();
    if (seconds >= activeMinutes * SECONDS_PER_MINUTE) {
      await lockForBreak(userKey);
      return;
    }
    const stored = await writeTimeSpent(userKey, seconds, () => isTiming(userKey, startedIn));
    if (stored) moderationTimerStore.set((state) => ({ ...state, timeSpentInSeconds: seconds }));
  } finally {
    ticking = false;
  }
}

/** Stops the timer and forgets its user (sign-out of the app, and between tests). */
export function stopModerationTimer(): void {
  stopInterval();
  generation += 1;
  openPages = 0;
  ticking = false;
  currentTick = Promise.resolve();
  moderationTimerStore.set(INITIAL_STATE);
  moderationLockStore.set(UNLOCKED);
}
