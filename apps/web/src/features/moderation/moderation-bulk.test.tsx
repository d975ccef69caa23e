import {
  BULK_DECISION_LIMIT,
  BULK_REVIEW_MESSAGES,
  BULK_REVIEW_TEXTS as B,
  MODERATION_SCREEN_TEXTS as T,
  MODERATION_STATUS_LABELS,
  type TBulkDecisionResult,
} from '@vigil/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { fakeModerationApi } from './test/fake-moderation-api';
import { reportPage, reportRecord } from './test/report-fixtures';
import { ModerationPage } from './moderation-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const card = (id: string, domain = 'blog.example.com') =>
  screen.getByRole('article', { name: `Report by user-${id} on ${domain}` });
const markBox = (id: string, domain = 'blog.example.com') =>
  screen.getByRole('checkbox', { name: B.markItem(`user-${id}`, domain) });

function decided(id: string, status: string): TBulkDecisionResult {
  return {
    id,
    outcome: 'decided',
    status,
    decided_by: 'Ada Moderator',
    decided_at: '2024-06-10T12:10:00Z',
    delivery: 'delivered',
    message: 'Done',
  };
}

type BulkBody = { decision: 'unpublish' | 'approve'; ids: string[] };

/**
 * The queue with `count` reports (every third on the forum) and POST /moderation/bulk answered
 * by `answer` from the request's body.
 */
function setup(count: number, answer: (body: BulkBody) => TBulkDecisionResult[]) {
  const records = Array.from({ length: count }, (_, index) =>
    reportRecord(String(index + 1), {
      domain: index % 3 === 2 ? 'forum.example.org' : 'blog.example.com',
    }),
  );
  const handle: { calls?: ReturnType<typeof fakeModerationApi>['calls'] } = {};
  const api = fakeModerationApi({
    reports: () => reportPage(records),
    routes: {
      // The call being answered is the last one recorded.
      'POST /moderation/bulk': () => {
        const body = handle.calls?.at(-1)?.body as BulkBody;
        const results = answer(body);
        return {
          status: 200,
          body: {
            message: BULK_REVIEW_MESSAGES.summary(body.decision, results),
            data: { results },
          },
        };
      },
    },
  });
  handle.calls = api.calls;
  const bodies = () =>
    api.calls
      .filter((call) => call.path === '/moderation/bulk')
      .map((call) => call.body as BulkBody);
  renderScreen(<ModerationPage canTrustAuthors={false} />, '/moderation');
  return { bodies };
}

const bar = () => screen.getByRole('region', { name: B.toolbarLabel });

describe('Bulk review', () => {
  it('marks by box and by range, confirms with the count per domain, and decides them all', async () => {
    const { bodies } = setup(6, (body) => body.ids.map((id) => decided(id, 'MANUALLY_IGNORED')));
    await screen.findByRole('article', { name: 'Report by user-1 on blog.example.com' });
    await userEvent.click(markBox('1'));
    // Shift+click marks every card from the last one marked.
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(markBox('4'));
    await user.keyboard('{/Shift}');
    expect(within(bar()).getByText(B.markedCount(4))).toBeTruthy();
    expect((markBox('3', 'forum.example.org') as HTMLInputElement).checked).toBe(true);
    expect((markBox('5') as HTMLInputElement).checked).toBe(false);

    await userEvent.click(within(bar()).getByRole('button', { name: B.approveMarked }));
    const dialog = await screen.findByRole('dialog', { name: B.confirmTitle('approve', 4) });
    const domains = within(dialog).getByRole('list', { name: B.domainsHeading });
    expect(
      within(domains)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([B.domainCount('blog.example.com', 3), B.domainCount('forum.example.org', 1)]);
    expect(bodies()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: B.confirmApprove }));

    await waitFor(() =>
      expect(bodies()).toEqual([{ decision: 'approve', ids: ['1', '2', '3', '4'] }]),
    );
    expect(await screen.findByText('4 approved.')).toBeTruthy();
    for (const id of ['1', '2', '4']) {
      expect(within(card(id)).getByText(MODERATION_STATUS_LABELS.MANUALLY_IGNORED)).toBeTruthy();
    }
    expect(within(card('5')).queryByText(MODERATION_STATUS_LABELS.MANUALLY_IGNORED)).toBeNull();
    // The decided ones leave the marks.
    await waitFor(() => expect(within(bar()).queryByText(/marked$/)).toBeNull());
  });

  it('works from the keyboard: x marks the selected card, Shift+U asks, Enter decides', async () => {
    const { bodies } = setup(4, (body) => [
      decided(body.ids[0] ?? '', 'MANUALLY_UNPUBLISHED'),
      {
        id: body.ids[1] ?? '',
        outcome: 'already-decided',
        status: 'MANUALLY_IGNORED',
        decided_by: 'Sam',
        decided_at: '2024-06-10T12:09:00Z',
        delivery: null,
        message: 'This report was already approved by Sam.',
      },
    ]);
    await screen.findByRole('article', { name: 'Report by user-1 on blog.example.com' });
    await userEvent.keyboard('j');
    expect(card('1').getAttribute('aria-current')).toBe('true');
    await userEvent.keyboard('xjx');
    expect(within(bar()).getByText(B.markedCount(2))).toBeTruthy();
    await userEvent.keyboard('{Shift>}U{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: B.confirmTitle('unpublish', 2) });
    expect(within(dialog).getByText(B.confirmBody.unpublish)).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bodies()).toEqual([{ decision: 'unpublish', ids: ['1', '2'] }]));
    // Not all went as asked: the summary stays until it is closed.
    const note = await screen.findByText('1 unpublished, 1 already decided by Sam.');
    expect(note.closest('.mantine-Notification-root')).not.toBeNull();
    expect(within(card('1')).getByText(MODERATION_STATUS_LABELS.MANUALLY_UNPUBLISHED)).toBeTruthy();
  });

  it(`sends more than ${BULK_DECISION_LIMIT} marked cards in parts, one after another`, async () => {
    const total = BULK_DECISION_LIMIT + 20;
    const { bodies } = setup(total, (body) =>
      body.ids.map((id) => decided(id, 'MANUALLY_IGNORED')),
    );
    await screen.findByRole('article', { name: 'Report by user-1 on blog.example.com' });
    await userEvent.click(within(bar()).getByRole('button', { name: B.markAllLoaded }));
    expect(within(bar()).getByText(B.markedCount(total))).toBeTruthy();
    await userEvent.click(within(bar()).getByRole('button', { name: B.approveMarked }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: B.confirmApprove }),
    );
    await waitFor(() => expect(bodies().map((body) => body.ids.length)).toEqual([100, 20]));
    expect(bodies().flatMap((body) => body.ids)).toEqual(
      Array.from({ length: total }, (_, index) => String(index + 1)),
    );
    expect(await screen.findByText(`${total} approved.`)).toBeTruthy();
  });

  it('Clear marks unmarks everything, and nothing is asked without a mark', async () => {
    const { bodies } = setup(3, () => []);
    await screen.findByRole('article', { name: 'Report by user-1 on blog.example.com' });
    await userEvent.click(markBox('2'));
    await userEvent.click(within(bar()).getByRole('button', { name: B.clearMarks }));
    expect((markBox('2') as HTMLInputElement).checked).toBe(false);
    expect(within(bar()).queryByRole('button', { name: B.approveMarked })).toBeNull();
    await userEvent.keyboard('{Shift>}A{/Shift}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies()).toEqual([]);
  });

  it('Caps Lock leaves a as a: approving the selected card, not the marked ones', async () => {
    const { bodies } = setup(3, () => []);
    await screen.findByRole('article', { name: 'Report by user-1 on blog.example.com' });
    await userEvent.keyboard('jx');
    // A capital letter without Shift is what a key sends under Caps Lock.
    fireEvent.keyDown(window, { key: 'A', shiftKey: false });
    expect(await screen.findByRole('dialog', { name: T.approveConfirmTitle })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: B.confirmTitle('approve', 1) })).toBeNull();
    expect(bodies()).toEqual([]);
  });
});
