import {
  APPEAL_MESSAGES,
  APPEALS_SCREEN_TEXTS as T,
  type TAppealRecord,
  type TListAppealsResponse,
} from '@vigil/contract';
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

function appealRecord(id: string, overrides: Partial<TAppealRecord> = {}): TAppealRecord {
  return {
    id,
    status: 'open',
    text: 'It was a quote from the article.\nPlease read it again.',
    received_at: '2024-06-11T09:00:00Z',
    decided_at: null,
    decided_by: null,
    override: false,
    statement: {
      id: `s-${id}`,
      restriction: 'removed',
      decided_at: '2024-06-10T12:00:00Z',
      category: 'insult',
      ground: 'Insults and harassment',
      automated_detection: true,
      automated_decision: false,
      facts: 'A moderator reviewed the content and removed it.',
      appeal: { item_id: `r-${id}`, until: '2024-12-10T12:00:00Z' },
    },
    original: { status: 'MANUALLY_UNPUBLISHED', decided_by: 'Sam', decided_by_you: false },
    report: reportRecord(`r-${id}`, { status: 'MANUALLY_UNPUBLISHED', username: `author-${id}` }),
    ...overrides,
  };
}

const list = (data: TAppealRecord[], open = data.length): TListAppealsResponse => ({
  data,
  next_cursor: null,
  open_count: open,
});

function setup(
  appeals: TAppealRecord[],
  canTrustAuthors = false,
  decision: { status: number; body: unknown } = {
    status: 200,
    body: {
      message: APPEAL_MESSAGES.reversed,
      data: {
        id: 'a1',
        status: 'reversed',
        decided_at: '2024-06-11T10:00:00Z',
        decided_by: 'Robin',
        override: false,
        report_status: 'MANUALLY_IGNORED',
        delivery: 'delivered',
      },
    },
  },
) {
  const api = fakeModerationApi({
    reports: () => reportPage([reportRecord('1')]),
    routes: {
      'GET /report/appeals': { status: 200, body: list(appeals) },
      'POST /moderation/appeal': decision,
    },
  });
  renderScreen(<ModerationPage canTrustAuthors={canTrustAuthors} />, '/moderation');
  return api;
}

async function openAppeals(user: ReturnType<typeof userEvent.setup>, count: number) {
  const name = count > 0 ? T.appealsViewCount(count) : T.appealsView;
  await user.click(await screen.findByRole('radio', { name }));
  return screen.findByRole('list', { name: T.listLabel });
}

describe('the Appeals view of the Moderation screen (decision 0185)', () => {
  it('says how many appeals wait, and shows each with the decision and the author’s words', async () => {
    const user = userEvent.setup();
    setup([appealRecord('a1')]);
    await screen.findByRole('group', { name: /filters/i });
    const list = await openAppeals(user, 1);
    const card = within(list).getByRole('article', {
      name: T.cardLabel('author-a1', 'blog.example.com'),
    });
    expect(within(card).getByText(T.authorText)).toBeTruthy();
    expect(card.textContent).toContain('It was a quote from the article.');
    expect(card.textContent).toContain(T.decidedBy('Sam'));
    expect(
      within(card).getByRole('region', { name: /statement of reasons/i }).textContent,
    ).toContain('Insults and harassment');
  });

  it('reverses an appeal after a confirmation and shows the server’s message', async () => {
    const user = userEvent.setup();
    const api = setup([appealRecord('a1')]);
    const list = await openAppeals(user, 1);
    await user.click(
      within(list).getByRole('button', { name: T.actionLabel(T.reverse, 'author-a1') }),
    );
    const dialog = await screen.findByRole('dialog', { name: T.reverseConfirmTitle });
    expect(dialog.textContent).toContain(T.reverseConfirmBody);
    await user.click(within(dialog).getByRole('button', { name: T.reverse }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/moderation/appeal')?.body).toEqual({
        id: 'a1',
        outcome: 'reverse',
        override: false,
      }),
    );
    expect(await screen.findByText(APPEAL_MESSAGES.reversed)).toBeTruthy();
  });

  it('closes an appeal of your own decision to a moderator', async () => {
    const user = userEvent.setup();
    setup([
      appealRecord('a1', {
        original: { status: 'MANUALLY_UNPUBLISHED', decided_by: 'Me', decided_by_you: true },
      }),
    ]);
    const list = await openAppeals(user, 1);
    expect(within(list).getByText(T.decidedByYou)).toBeTruthy();
    const uphold = within(list).getByRole('button', { name: T.actionLabel(T.uphold, 'author-a1') });
    expect((uphold as HTMLButtonElement).disabled).toBe(true);
    expect(within(list).queryByRole('checkbox', { name: T.overrideLabel })).toBeNull();
  });

  it('lets an administrator override on their own decision, and says so to the server', async () => {
    const user = userEvent.setup();
    const api = setup(
      [
        appealRecord('a1', {
          original: { status: 'MANUALLY_UNPUBLISHED', decided_by: 'Me', decided_by_you: true },
        }),
      ],
      true,
    );
    const list = await openAppeals(user, 1);
    const uphold = within(list).getByRole('button', { name: T.actionLabel(T.uphold, 'author-a1') });
    expect((uphold as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(list).getByRole('checkbox', { name: T.overrideLabel }));
    expect((uphold as HTMLButtonElement).disabled).toBe(false);
    await user.click(uphold);
    const dialog = await screen.findByRole('dialog', { name: T.upholdConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: T.uphold }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/moderation/appeal')?.body).toEqual({
        id: 'a1',
        outcome: 'uphold',
        override: true,
      }),
    );
  });

  it('shows the server’s reason when the appeal was decided meanwhile', async () => {
    const user = userEvent.setup();
    setup([appealRecord('a1')], false, {
      status: 409,
      body: { message: APPEAL_MESSAGES.alreadyDecided('upheld', 'Robin') },
    });
    const list = await openAppeals(user, 1);
    await user.click(
      within(list).getByRole('button', { name: T.actionLabel(T.uphold, 'author-a1') }),
    );
    const dialog = await screen.findByRole('dialog', { name: T.upholdConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: T.uphold }));
    expect(await screen.findByText(APPEAL_MESSAGES.alreadyDecided('upheld', 'Robin'))).toBeTruthy();
  });

  it('says when no appeal waits', async () => {
    const user = userEvent.setup();
    setup([]);
    await user.click(await screen.findByRole('radio', { name: T.appealsView }));
    expect(await screen.findByText(T.emptyTitle)).toBeTruthy();
  });
});
