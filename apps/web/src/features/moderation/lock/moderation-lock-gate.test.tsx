import {
  MODERATION_LOCK_MESSAGES,
  MODERATION_LOCK_TEXTS,
  listReportsEndpoint,
} from '@vigil/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../../api/api-client';
import { registerApiErrorActions } from '../../../app/api-error-actions';
import { lockFromClient, moderationLockStore } from '../../../lib/moderation-lock';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { moderationTimerStore, stopModerationTimer } from '../timer/moderation-timer';
import { reportsFetched } from './lock-events';
import { ModerationLockGate } from './moderation-lock-gate';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const LOCKED_UNTIL = '2026-11-21T10:12:30Z';
const REPORTS = { data: [], next_cursor: null, poll_cursor: 'c1' };

let unregister: () => void;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  unregister = registerApiErrorActions(vi.fn());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  unregister();
  stopModerationTimer();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderGate() {
  return renderScreen(
    <ModerationLockGate>
      <p>The review queue</p>
    </ModerationLockGate>,
    '/moderation',
  );
}

function lockedBody(lockedUntil = LOCKED_UNTIL) {
  return {
    status: 423,
    body: { message: MODERATION_LOCK_MESSAGES.locked, locked_until: lockedUntil },
  };
}

async function fetchReports(): Promise<void> {
  await apiCall(listReportsEndpoint).then(
    () => reportsFetched(),
    () => undefined,
  );
}

function timeLeft(): string {
  return screen.getByRole('timer', { name: MODERATION_LOCK_TEXTS.timeLeftLabel }).textContent ?? '';
}

function advance(ms: number): void {
  act(() => vi.advanceTimersByTime(ms));
}

describe('the lock gate and screen', () => {
  it('shows its children while moderation is open', () => {
    renderGate();
    expect(screen.getByText('The review queue')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: MODERATION_LOCK_TEXTS.heading })).toBeNull();
  });

  it('a 423 on /report shows the lock screen counting down to the server’s end', async () => {
    fakeApi({ 'GET /report': lockedBody() });
    renderGate();
    await act(fetchReports);

    const heading = screen.getByRole('heading', { level: 1, name: MODERATION_LOCK_TEXTS.heading });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByText('The review queue')).toBeNull();
    expect(timeLeft()).toContain('12m 30s');
    expect(screen.getByRole('status').textContent).toBe(MODERATION_LOCK_TEXTS.minutesLeft(13));
    expect(screen.getByText(MODERATION_LOCK_TEXTS.suggestion)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MODERATION_LOCK_TEXTS.resume })).toBeNull();

    advance(1_000);
    expect(timeLeft()).toContain('12m 29s');
    // The live region speaks per minute, not per second.
    expect(screen.getByRole('status').textContent).toBe(MODERATION_LOCK_TEXTS.minutesLeft(13));
    advance(30_000);
    expect(timeLeft()).toContain('11m 59s');
    expect(screen.getByRole('status').textContent).toBe(MODERATION_LOCK_TEXTS.minutesLeft(12));
  });

  it('counts the lock minutes from the lock moment when the server gave no end', () => {
    moderationTimerStore.set((state) => ({ ...state, lockMinutes: 15 }));
    renderGate();
    act(() => lockFromClient('undecryptable'));
    expect(timeLeft()).toContain('15m 0s');
    expect(screen.getByText(MODERATION_LOCK_TEXTS.unreadableTime)).toBeTruthy();
    advance(61_000);
    expect(timeLeft()).toContain('13m 59s');
  });

  it('offers to resume when the break is over; a successful report fetch unlocks', async () => {
    const api = fakeApi({ 'GET /report': lockedBody('2026-11-21T10:00:03Z') });
    renderGate();
    await act(fetchReports);
    expect(timeLeft()).toContain('3s');

    advance(3_000);
    expect(timeLeft()).toContain('0s');
    expect(screen.getByRole('status').textContent).toBe(MODERATION_LOCK_TEXTS.breakOver);
    const resume = screen.getByRole('button', { name: MODERATION_LOCK_TEXTS.resume });

    api.fetchMock.mockImplementation(
      async () => new Response(JSON.stringify(REPORTS), { status: 200 }),
    );
    await act(async () => {
      fireEvent.click(resume);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('The review queue')).toBeTruthy();
    expect(moderationLockStore.get().locked).toBe(false);
    const lastCall = api.fetchMock.mock.calls.at(-1);
    expect(String(lastCall?.[0])).toContain('/api/report?');
  });

  it('stays locked with the new end when the server still refuses', async () => {
    const api = fakeApi({ 'GET /report': lockedBody('2026-11-21T10:00:02Z') });
    renderGate();
    await act(fetchReports);
    advance(2_000);

    api.fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            message: MODERATION_LOCK_MESSAGES.locked,
            locked_until: '2026-11-21T10:01:02Z',
          }),
          { status: 423 },
        ),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: MODERATION_LOCK_TEXTS.resume }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByText('The review queue')).toBeNull();
    expect(timeLeft()).toContain('1m 0s');
    expect(screen.queryByText(MODERATION_LOCK_TEXTS.resumeFailed)).toBeNull();
  });

  it('says so when the queue cannot be reached, and stays locked', async () => {
    const api = fakeApi({ 'GET /report': lockedBody('2026-11-21T10:00:01Z') });
    renderGate();
    await act(fetchReports);
    advance(1_000);
    api.fetchMock.mockImplementation(async () => {
      throw new TypeError('offline');
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: MODERATION_LOCK_TEXTS.resume }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText(MODERATION_LOCK_TEXTS.resumeFailed)).toBeTruthy();
    expect(moderationLockStore.get().locked).toBe(true);
  });

  it('the queue’s own successful fetch unlocks as well', async () => {
    fakeApi({ 'GET /report': lockedBody() });
    renderGate();
    await act(fetchReports);
    expect(screen.queryByText('The review queue')).toBeNull();
    act(() => reportsFetched(Date.now()));
    expect(screen.getByText('The review queue')).toBeTruthy();
  });
});
