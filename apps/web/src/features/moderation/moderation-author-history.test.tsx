import { AUTHOR_HISTORY_TEXTS as T, type TAuthorHistory } from '@vigil/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { fakeModerationApi } from './test/fake-moderation-api';
import { reportPage, reportRecord } from './test/report-fixtures';
import { ModerationPage } from './moderation-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const none = { clean: 0, approved: 0, waiting: 0, auto_unpublished: 0, manually_unpublished: 0 };

const HISTORY: TAuthorHistory = {
  username: 'user-1',
  total: 4,
  outcomes: { ...none, clean: 2, manually_unpublished: 1, waiting: 1 },
  first_seen: '2024-06-01T08:00:00Z',
  last_seen: '2024-06-10T12:00:00Z',
  domains: [
    {
      domain_id: 1,
      domain: 'blog.example.com',
      total: 3,
      outcomes: { ...none, clean: 1, manually_unpublished: 1, waiting: 1 },
      first_seen: '2024-06-01T08:00:00Z',
      last_seen: '2024-06-10T12:00:00Z',
      rule: null,
    },
    {
      domain_id: 2,
      domain: 'forum.example.org',
      total: 1,
      outcomes: { ...none, clean: 1 },
      first_seen: '2024-06-02T08:00:00Z',
      last_seen: '2024-06-02T08:00:00Z',
      rule: 'trust',
    },
  ],
  recent: [
    {
      id: 'r9',
      domain: 'blog.example.com',
      content_type: 'text',
      status: 'MODERATE',
      submitted_at: '2024-06-10T12:00:00Z',
      excerpt: 'The latest thing they wrote',
    },
  ],
};

function setup(
  canTrustAuthors: boolean,
  history: { status: number; body: unknown } = { status: 200, body: { data: HISTORY } },
) {
  const api = fakeModerationApi({
    reports: () => reportPage([reportRecord('1')]),
    routes: {
      'GET /report/author-history': history,
      'POST /domains/1/rules': {
        status: 201,
        body: {
          message: 'Rule added.',
          data: {
            id: 'rule-1',
            kind: 'review',
            pattern: 'user-1',
            action: 'MODERATE',
            created_at: '2024-06-10T12:00:00Z',
          },
        },
      },
    },
  });
  renderScreen(<ModerationPage canTrustAuthors={canTrustAuthors} />, '/moderation');
  return api;
}

const openHistory = async () => {
  const trigger = await screen.findByRole('button', { name: T.openLabel('user-1') });
  await userEvent.click(trigger);
  return { trigger, dialog: await screen.findByRole('dialog', { name: T.title('user-1') }) };
};

describe('Author history', () => {
  it('opens from the author’s name with totals, outcomes, domains and latest items', async () => {
    setup(false);
    const { dialog } = await openHistory();
    const view = within(dialog);
    expect((await view.findByRole('group', { name: T.totalLabel })).textContent).toContain(
      '4 items',
    );
    const outcomes = view.getByRole('list', { name: T.outcomesChartLabel });
    expect(outcomes.textContent).toContain(`2${T.outcomeLabels.clean}`);
    const table = view.getByRole('table', { name: T.domainsTableLabel });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('blog.example.com');
    expect(rows[2]?.textContent).toContain(T.ruleLabels.trust);
    expect(view.getByRole('list', { name: T.recentListLabel }).textContent).toContain(
      'The latest thing they wrote',
    );
    // Moderators read; they do not add rules.
    expect(
      view.queryByRole('button', { name: T.reviewActionLabel('user-1', 'blog.example.com') }),
    ).toBeNull();
  });

  it('gives focus back to the name when it closes', async () => {
    setup(false);
    const { trigger, dialog } = await openHistory();
    await userEvent.click(within(dialog).getByRole('button', { name: T.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('lets an administrator send the author’s new items to review, after confirming', async () => {
    const { calls } = setup(true);
    const { dialog } = await openHistory();
    const view = within(dialog);
    // Trusted on the forum already: only review is offered there.
    expect(
      view.queryByRole('button', { name: T.trustActionLabel('user-1', 'forum.example.org') }),
    ).toBeNull();
    await userEvent.click(
      await view.findByRole('button', {
        name: T.reviewActionLabel('user-1', 'blog.example.com'),
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: T.reviewConfirmTitle });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: T.reviewConfirm }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', path: '/domains/1/rules', body: { kind: 'review', pattern: 'user-1' } },
      ]),
    );
    expect(await screen.findByText(T.sentToReview('user-1', 'blog.example.com'))).toBeTruthy();
  });

  it('says so when the author has nothing on the domains the moderator sees', async () => {
    setup(false, {
      status: 200,
      body: {
        data: {
          ...HISTORY,
          total: 0,
          outcomes: none,
          first_seen: null,
          last_seen: null,
          domains: [],
          recent: [],
        },
      },
    });
    const { dialog } = await openHistory();
    expect(await within(dialog).findByText(T.emptyTitle)).toBeTruthy();
  });

  it('shows the failure in the dialog, with a retry', async () => {
    setup(false, { status: 500, body: { message: 'Server Error' } });
    const { dialog } = await openHistory();
    expect(await within(dialog).findByText(T.loadFailed)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: T.retry })).toBeTruthy();
  });
});
