import { describe, expect, it } from 'vitest';
import { reportPage, reportRecord } from '../test/report-fixtures';
import { ALL } from './report-filters';
import { initialQueueState, queueReducer, type QueueState } from './report-queue-state';

const page = (...args: Parameters<typeof reportPage>) => reportPage(...args).body;

function loaded(status: string = ALL): QueueState {
  return queueReducer(initialQueueState({ domain: ALL, status }), {
    type: 'first-page',
    page: page([reportRecord('1'), reportRecord('2')], { next: 'older-1', poll: 'poll-1' }),
  });
}

const flags = (state: QueueState) => state.reports.map((report) => [report._id, report._new]);

describe('Queue state', () => {
  it('takes the first page as read and remembers both cursors', () => {
    const state = loaded();
    expect(flags(state)).toEqual([
      ['1', false],
      ['2', false],
    ]);
    expect(state).toMatchObject({ loaded: true, nextCursor: 'older-1', pollCursor: 'poll-1' });
  });

  it('appends older pages behind, skipping reports it already has', () => {
    const state = queueReducer(loaded(), {
      type: 'older-page',
      page: page([reportRecord('2'), reportRecord('3')], { next: null }),
    });
    expect(flags(state)).toEqual([
      ['1', false],
      ['2', false],
      ['3', false],
    ]);
    expect(state.nextCursor).toBeNull();
  });

  it('keeps a report that comes back unchanged (the polling overlap) read and in place', () => {
    const state = queueReducer(loaded(), {
      type: 'polled',
      page: page([reportRecord('2')], { poll: 'poll-2' }),
    });
    expect(flags(state)).toEqual([
      ['1', false],
      ['2', false],
    ]);
    expect(state.pollCursor).toBe('poll-2');
    expect(state.lastArrivals).toBe(0);
  });

  it('adds new reports on top and marks changed ones unread in place', () => {
    const state = queueReducer(loaded(), {
      type: 'polled',
      page: page([
        reportRecord('2', { status: 'AUTO_UNPUBLISHED', updated_at: '2024-06-10T12:09:00Z' }),
        reportRecord('9', { updated_at: '2024-06-10T12:09:01Z' }),
      ]),
    });
    expect(flags(state)).toEqual([
      ['9', true],
      ['1', false],
      ['2', true],
    ]);
    expect(state.reports[2]?.status).toBe('AUTO_UNPUBLISHED');
    expect(state.lastArrivals).toBe(1);
    expect(flags(queueReducer(state, { type: 'read', id: '9' }))[0]).toEqual(['9', false]);
  });

  it('puts a batch of new reports on top newest first, as the pages are', () => {
    const state = queueReducer(loaded(), {
      type: 'polled',
      page: page([
        reportRecord('7', {
          utc_datetime: '2024-06-10T12:07:00Z',
          updated_at: '2024-06-10T12:07:00Z',
        }),
        reportRecord('8', {
          utc_datetime: '2024-06-10T12:08:00Z',
          updated_at: '2024-06-10T12:08:00Z',
        }),
      ]),
    });
    expect(state.reports.map((report) => report._id)).toEqual(['8', '7', '1', '2']);
  });

  it('drops a report whose new status no longer matches the filter', () => {
    const state = queueReducer(loaded('MODERATE'), {
      type: 'polled',
      page: page([reportRecord('1', { status: 'CLEAN', updated_at: '2024-06-10T12:09:00Z' })]),
    });
    expect(flags(state)).toEqual([['2', false]]);
  });

  it('applies a decision in place, and its echo from polling does not make it unread', () => {
    const decided = queueReducer(loaded(), {
      type: 'decided',
      decision: {
        id: '1',
        status: 'MANUALLY_IGNORED',
        decided_by: 'Ada',
        decided_at: '2024-06-10T12:10:00Z',
        delivery: 'delivered',
      },
    });
    expect(decided.reports[0]).toMatchObject({
      status: 'MANUALLY_IGNORED',
      decided_by: 'Ada',
      decision_source: 'human',
      _new: false,
    });
    const echoed = queueReducer(decided, {
      type: 'polled',
      page: page([
        reportRecord('1', {
          status: 'MANUALLY_IGNORED',
          decision_source: 'human',
          decided_by: 'Ada',
          decided_at: '2024-06-10T12:10:00Z',
          updated_at: '2024-06-10T12:10:00Z',
        }),
      ]),
    });
    expect(flags(echoed)[0]).toEqual(['1', false]);
    expect(echoed.reports[0]?.updated_at).toBe('2024-06-10T12:10:00Z');
  });

  it('starts over on reset', () => {
    expect(
      queueReducer(loaded(), { type: 'reset', filters: { domain: 'x', status: ALL } }),
    ).toEqual(initialQueueState({ domain: 'x', status: ALL }));
  });
});
