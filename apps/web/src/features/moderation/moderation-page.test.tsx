import { REPORT_PAGE_DEFAULT, REPORT_POLL_INTERVAL_MS, REPORT_QUEUE_PAGE } from '@vigil/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockFromServer, moderationLockStore, UNLOCKED } from '../../lib/moderation-lock';
import { renderScreen } from '../../test/render-screen';
import { fakeModerationApi } from './test/fake-moderation-api';
import { reportPage, reportRecord } from './test/report-fixtures';
import { ModerationPage } from './moderation-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  moderationLockStore.set(UNLOCKED);
});

const queue = () => screen.getByRole('list', { name: 'Reports' });
const cardNames = () =>
  within(queue())
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
const card = (id: string) =>
  screen.getByRole('article', { name: `Report by user-${id} on blog.example.com` });

describe('Moderation queue: filters and pages', () => {
  it('asks newest first without status or domain while both are all, then with each chosen', async () => {
    const { reportQueries } = fakeModerationApi({
      reports: () => reportPage([reportRecord('1')]),
    });
    renderScreen(<ModerationPage canTrustAuthors={false} />, '/moderation');
    await screen.findByRole('article', { name: 'Report by user-1 on blog.example.com' });
    expect(reportQueries()[0]).toEqual({
      sort: 'utc_datetime',
      direction: 'desc',
      limit: String(REPORT_QUEUE_PAGE),
    });

    const domain = screen.getByLabelText('Domain');
    expect(
      within(domain)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All domains', 'blog.example.com', 'forum.example.org']);
    await userEvent.selectOptions(domain, 'forum.example.org');
    await waitFor(() =>
      expect(reportQueries().at(-1)).toEqual({
        sort: 'utc_datetime',
        direction: 'desc',
        domain: 'forum.example.org',
        limit: String(REPORT_QUEUE_PAGE),
      }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'MODERATE');
    await waitFor(() =>
      expect(reportQueries().at(-1)).toMatchObject({
        domain: 'forum.example.org',
        status: 'MODERATE',
      }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Domain'), 'all');
    await waitFor(() => expect(reportQueries().at(-1)).not.toHaveProperty('domain'));
    expect(reportQueries().at(-1)).toMatchObject({ status: 'MODERATE' });
  });

  it('loads older pages by cursor as the end of the list comes into view', async () => {
    const { reportQueries } = fakeModerationApi({
      reports: (query) =>
        query.get('cursor') === 'older-1'
          ? reportPage([reportRecord('3'), reportRecord('4')], { next: null })
          : reportPage([reportRecord('1'), reportRecord('2')], { next: 'older-1' }),
    });
    renderScreen(<ModerationPage canTrustAuthors={false} />, '/moderation');
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    expect(reportQueries().map((query) => query.cursor)).toEqual([undefined, 'older-1']);
    expect(reportQueries().map((query) => query.limit)).toEqual([
      String(REPORT_QUEUE_PAGE),
      String(REPORT_QUEUE_PAGE),
    ]);
    expect(cardNames()).toEqual(
      ['1', '2', '3', '4'].map((id) => `Report by user-${id} on blog.example.com`),
    );
    expect(screen.getByText('No older reports.')).toBeTruthy();
    expect(screen.getByText('4 reports loaded')).toBeTruthy();
  });

  it('shows placeholders while loading and an empty state when nothing is queued', async () => {
    fakeModerationApi({ reports: () => reportPage([]) });
    renderScreen(<ModerationPage canTrustAuthors={false} />, '/moderation');
    expect(screen.getAllByLabelText('Loading reports').length).toBeGreaterThan(0);
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
    expect(screen.queryByLabelText('Loading reports')).toBeNull();
  });

  it('says when no report matches the filters', async () => {
    fakeModerationApi({ reports: () => reportPage([]) });
    renderScreen(<ModerationPage canTrustAuthors={false} />, '/moderation');
    await screen.findByText('Nothing to review');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'CLEAN');
    expect(await screen.findByText('No matching reports')).toBeTruthy();
  });
});

describe('Moderation queue: polling', () => {
  it('adds new reports unread, replaces by _id, and drops what left the status filter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reportQueries } = fakeModerationApi({
      reports: (query) => {
        if (query.get('changed_since') === 'poll-1') {
          return reportPage(
            [
              reportRecord('3', {
                utc_datetime: '2024-06-10T12:05:00Z',
                updated_at: '2024-06-10T12:05:01Z',
              }),
              reportRecord('1', {
                status_reason: 'Rule: casino',
                updated_at: '2024-06-10T12:05:02Z',
              }),
              reportRecord('2', {
                status: 'CLEAN',
                decided_at: '2024-06-10T12:05:03Z',
                updated_at: '2024-06-10T12:05:03Z',
              }),
            ],
            { poll: 'poll-2' },
          );
        }
        if (query.get('changed_since') === 'poll-2') return reportPage([], { poll: 'poll-3' });
        return reportPage([reportRecord('1'), reportRecord('2')], { poll: 'poll-1' });
      },
    });
    renderScreen(<ModerationPage canTrustAuthors={false} />, '/moderation');
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'MODERATE');
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    expect(within(card('1')).queryByText('New')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(REPORT_POLL_INTERVAL_MS));
    await waitFor(() =>
      expect(cardNames()).toEqual([
        'Report by user-3 on blog.example.com',
        'Report by user-1 on blog.example.com',
      ]),
    );
    const poll = reportQueries().find((query) => query.changed_since === 'poll-1');
    // The status filter is not sent with changed_since: the server returns what left it.
    expect(poll).toEqual({
      sort: 'utc_datetime',
      direction: 'desc',
      changed_since: 'poll-1',
      limit: String(REPORT_PAGE_DEFAULT),
    });
    expect(within(card('3')).getByLabelText('Unread report')).toBeTruthy();
    expect(within(card('1')).getByLabelText('Unread report')).toBeTruthy();
    expect(within(card('1')).getByText(/Rule: casino/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 new report');

    // Opening a card marks it read.
    act(() => card('3').focus());
    await waitFor(() => expect(within(card('3')).queryByLabelText('Unread report')).toBeNull());
    expect(within(card('1')).getByLabelText('Unread report')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(REPORT_POLL_INTERVAL_MS));
    await waitFor(() =>
      expect(reportQueries().some((query) => query.changed_since === 'poll-2')).toBe(true),
    );
  });
});

describe('Moderation queue: the lock', () => {
  it('stops polling while locked and keeps the loaded reports behind the lock screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reportQueries } = fakeModerationApi({
      reports: (query) =>
        query.has('changed_since')
          ? reportPage([], { poll: 'poll-2' })
          : reportPage([reportRecord('1')], { poll: 'poll-1' }),
    });
    renderScreen(<ModerationPage canTrustAuthors={false} />, '/moderation');
    await screen.findByRole('article', { name: 'Report by user-1 on blog.example.com' });
    const before = reportQueries().length;

    act(() => lockFromServer(Date.now() + 60_000));
    expect(screen.queryByRole('list', { name: 'Reports' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3 * REPORT_POLL_INTERVAL_MS));
    expect(reportQueries()).toHaveLength(before);

    act(() => moderationLockStore.set(UNLOCKED));
    expect(
      await screen.findByRole('article', { name: 'Report by user-1 on blog.example.com' }),
    ).toBeTruthy();
    await waitFor(() => expect(reportQueries().length).toBeGreaterThan(before));
    // It goes on from where it was: a poll, not a fresh first page.
    expect(
      reportQueries()
        .slice(before)
        .every((query) => 'changed_since' in query),
    ).toBe(true);
  });
});
