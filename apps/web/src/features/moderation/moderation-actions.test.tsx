import {
  APPROVE_DELIVERY_MESSAGES,
  UNPUBLISH_DELIVERY_MESSAGES,
  type DecisionDelivery,
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

const card = (id: string) =>
  screen.getByRole('article', { name: `Report by user-${id} on blog.example.com` });

function decision(id: string, status: string, delivery: DecisionDelivery) {
  return {
    status: 200,
    body: {
      message: 'Done',
      data: {
        id,
        status,
        decided_by: 'Ada Moderator',
        decided_at: '2024-06-10T12:10:00Z',
        delivery,
      },
    },
  };
}

function setup(routes: Parameters<typeof fakeModerationApi>[0]['routes'] = {}) {
  const api = fakeModerationApi({
    reports: () => reportPage([reportRecord('1'), reportRecord('2')]),
    routes,
  });
  renderScreen(<ModerationPage canTrustAuthors={false} />, '/moderation');
  return api;
}

const posts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST');

describe('Unpublish and approve', () => {
  it('unpublishes after confirmation with the record’s fields, and updates the card in place', async () => {
    const { calls } = setup({
      'POST /moderation/unpublish': decision('1', 'MANUALLY_UNPUBLISHED', 'delivered'),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Unpublish the report by user-1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this content?' });
    expect(within(dialog).getByText('By user-1 on blog.example.com')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));

    await waitFor(() =>
      expect(posts(calls)).toEqual([
        {
          method: 'POST',
          path: '/moderation/unpublish',
          body: {
            id: '1',
            scheme: 'https',
            domain: 'blog.example.com',
            cms_meta: { post_id: 12, comment_id: '1' },
            access_key: 'ak_blog',
          },
        },
      ]),
    );
    expect(await screen.findByText(UNPUBLISH_DELIVERY_MESSAGES.delivered)).toBeTruthy();
    expect(within(card('1')).getByText('Manually unpublished')).toBeTruthy();
    expect(within(card('1')).getByText(/Decided by Ada Moderator at/)).toBeTruthy();
    expect(
      (within(card('1')).getByRole('button', { name: /^Unpublish/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Unpublish this content?' })).toBeNull();
  });

  it.each([
    ['retrying', UNPUBLISH_DELIVERY_MESSAGES.retrying],
    ['no-plugin', UNPUBLISH_DELIVERY_MESSAGES['no-plugin']],
  ] as const)('keeps "%s" on screen until the moderator closes it', async (delivery, message) => {
    setup({ 'POST /moderation/unpublish': decision('1', 'MANUALLY_UNPUBLISHED', delivery) });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Unpublish the report by user-1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this content?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    const note = await screen.findByText(message);
    const notification = note.closest('.mantine-Notification-root');
    expect(notification).not.toBeNull();
    await userEvent.click(within(notification as HTMLElement).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('approves with the id only, after confirmation; Cancel sends nothing', async () => {
    const { calls } = setup({
      'POST /moderation/ignore': decision('2', 'MANUALLY_IGNORED', 'delivered'),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve the report by user-2' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Approve this content?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Approve the report by user-2' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve this content?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        { method: 'POST', path: '/moderation/ignore', body: { id: '2' } },
      ]),
    );
    expect(await screen.findByText(APPROVE_DELIVERY_MESSAGES.delivered)).toBeTruthy();
    expect(within(card('2')).getByText('Manually ignored')).toBeTruthy();
  });

  it('tells who decided when another moderator was first (409)', async () => {
    setup({
      'POST /moderation/ignore': {
        status: 409,
        body: { message: 'Bob Moderator already unpublished this report.' },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve the report by user-1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve this content?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const problem = await screen.findByRole('dialog', { name: 'Problem' });
    expect(
      within(problem).getByText('Bob Moderator already unpublished this report.'),
    ).toBeTruthy();
    expect(within(card('1')).getByText('Moderate')).toBeTruthy();
  });

  it('warns that the content may be offensive before previewing it', async () => {
    setup();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Preview the report by user-1' }),
    );
    const warning = await screen.findByRole('dialog', { name: 'This content may be offensive' });
    expect(screen.queryByRole('dialog', { name: 'Content by user-1' })).toBeNull();
    await userEvent.click(within(warning).getByRole('button', { name: 'Show content' }));
    const preview = await screen.findByRole('dialog', { name: 'Content by user-1' });
    expect(within(preview).getByText('Comment 1')).toBeTruthy();
  });

  it('gives focus back to the Preview button after the warning and the preview (decision 0176)', async () => {
    setup();
    const previewButton = await screen.findByRole('button', {
      name: 'Preview the report by user-1',
    });
    previewButton.focus();
    await userEvent.keyboard('{Enter}');
    const warning = await screen.findByRole('dialog', { name: 'This content may be offensive' });
    await waitFor(() => expect(warning.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Enter}');
    const preview = await screen.findByRole('dialog', { name: 'Content by user-1' });
    await waitFor(() => expect(preview.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(previewButton);
  });
});

describe('Keyboard', () => {
  const current = () =>
    screen
      .getAllByRole('article')
      .filter((article) => article.getAttribute('aria-current') === 'true')
      .map((article) => article.getAttribute('aria-label'));

  it('moves with j and k, and opens the actions on the selected report with u, a, p', async () => {
    const { calls } = setup({
      'POST /moderation/unpublish': decision('2', 'MANUALLY_UNPUBLISHED', 'delivered'),
    });
    await screen.findByRole('article', { name: 'Report by user-2 on blog.example.com' });
    await userEvent.keyboard('j');
    expect(current()).toEqual(['Report by user-1 on blog.example.com']);
    await userEvent.keyboard('j');
    expect(current()).toEqual(['Report by user-2 on blog.example.com']);
    await waitFor(() => expect(document.activeElement).toBe(card('2')));
    await userEvent.keyboard('k');
    await userEvent.keyboard('j');
    expect(current()).toEqual(['Report by user-2 on blog.example.com']);

    // a, then Esc: cancelled, nothing sent.
    await userEvent.keyboard('a');
    expect(await screen.findByRole('dialog', { name: 'Approve this content?' })).toBeTruthy();
    await userEvent.keyboard('j');
    expect(current()).toEqual(['Report by user-2 on blog.example.com']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // p: the warning first, Enter shows the content, Esc closes it.
    await userEvent.keyboard('p');
    expect(
      await screen.findByRole('dialog', { name: 'This content may be offensive' }),
    ).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Content by user-2' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // u, then Enter: unpublished.
    await userEvent.keyboard('u');
    expect(await screen.findByRole('dialog', { name: 'Unpublish this content?' })).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        expect.objectContaining({
          path: '/moderation/unpublish',
          body: expect.objectContaining({ id: '2' }),
        }),
      ]),
    );
    expect(posts(calls)).toHaveLength(1);
  });

  it("shows the shortcuts on '?', and ignores keys typed in a field", async () => {
    setup();
    await screen.findByRole('article', { name: 'Report by user-1 on blog.example.com' });
    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Unpublish the selected report')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    screen.getByLabelText('Status').focus();
    await userEvent.keyboard('j');
    await userEvent.keyboard('u');
    expect(current()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
