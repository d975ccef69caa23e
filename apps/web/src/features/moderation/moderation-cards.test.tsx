import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeProfile } from '../../lib/profile-storage';
import { renderScreen } from '../../test/render-screen';
import { fakeModerationApi } from './test/fake-moderation-api';
import { PNG_BASE64, reportPage, reportRecord } from './test/report-fixtures';
import { ModerationPage } from './moderation-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function signInAs(name: string) {
  writeProfile({
    userRealName: name,
    tenantId: 't-1',
    tenantName: 'Example',
    twoFactorEnforcementDate: null,
    eulaAccepted: true,
  });
}

const imageReport = reportRecord('1', { content_type: 'image', content: PNG_BASE64 });
const card = () => screen.getByRole('article', { name: 'Report by user-1 on blog.example.com' });
const image = () => within(card()).queryByRole('img', { name: 'Image submitted by user-1' });
const blurred = () => image()?.closest('[data-blurred]')?.getAttribute('data-blurred');

describe('Card state and blurred media', () => {
  it('hides content by default; Inline and the blur setting are kept per user', async () => {
    signInAs('Ada');
    fakeModerationApi({ reports: () => reportPage([imageReport]) });
    const first = renderScreen(<ModerationPage canTrustAuthors={false} />, '/moderation');
    await screen.findByRole('article', { name: 'Report by user-1 on blog.example.com' });
    expect(within(card()).getByText(/Content hidden/)).toBeTruthy();
    expect(image()).toBeNull();
    expect((screen.getByRole('radio', { name: 'Hidden' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'Inline' }));
    expect(blurred()).toBe('true');
    await userEvent.click(within(card()).getByRole('button', { name: 'Reveal the media' }));
    expect(blurred()).toBe('false');
    await userEvent.click(screen.getByRole('switch', { name: 'Blur media until revealed' }));
    first.unmount();

    renderScreen(<ModerationPage canTrustAuthors={false} />, '/moderation');
    await screen.findByRole('article', { name: 'Report by user-1 on blog.example.com' });
    expect((screen.getByRole('radio', { name: 'Inline' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Blur media until revealed' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect(blurred()).toBe('false');
  });

  it('starts another user on this browser from the defaults', async () => {
    signInAs('Ada');
    fakeModerationApi({ reports: () => reportPage([imageReport]) });
    const first = renderScreen(<ModerationPage canTrustAuthors={false} />, '/moderation');
    await userEvent.click(await screen.findByRole('radio', { name: 'Inline' }));
    first.unmount();

    signInAs('Bob');
    renderScreen(<ModerationPage canTrustAuthors={false} />, '/moderation');
    await screen.findByRole('article', { name: 'Report by user-1 on blog.example.com' });
    expect((screen.getByRole('radio', { name: 'Hidden' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Blur media until revealed' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });
});

describe('An opened card', () => {
  it('shows the content, filters scores by engine, and loads the audit log', async () => {
    fakeModerationApi({
      reports: () =>
        reportPage([
          reportRecord('1', {
            status: 'ESCALATED',
            categories: [
              { id: 'c3', name: 'spam', score: 20, extractor_id: 'html-text', scanner_id: 1 },
              { id: 'c1', name: 'Nudity', score: 91, extractor_id: 'html-images', scanner_id: 2 },
              { id: 'c2', name: 'insult', score: 64, extractor_id: 'html-text', scanner_id: 1 },
              { id: 'c4', name: 'Violence', score: 0, extractor_id: 'html-text', scanner_id: 1 },
            ],
          }),
        ]),
      routes: {
        'GET /report/1/audit': {
          status: 200,
          body: {
            data: [
              {
                id: 1,
                action: 'scanned',
                previous_status: 'PENDING',
                new_status: 'MODERATE',
                actor_name: null,
                category_name: 'Nudity',
                score: 91,
                detail: null,
                created_at: '2024-06-10T12:00:05Z',
              },
              {
                id: 2,
                action: 'unpublished',
                previous_status: 'MODERATE',
                new_status: 'MANUALLY_UNPUBLISHED',
                actor_name: 'Ada Moderator',
                category_name: null,
                score: null,
                detail: null,
                created_at: '2024-06-10T12:10:00Z',
              },
            ],
          },
        },
      },
    });
    renderScreen(<ModerationPage canTrustAuthors={false} />, '/moderation');
    await screen.findByRole('article', { name: 'Report by user-1 on blog.example.com' });
    // An unknown status is shown with its raw value.
    expect(within(card()).getByText('ESCALATED')).toBeTruthy();
    const scores = () =>
      within(within(card()).getByRole('list', { name: 'Scores' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    // Sorted by name ignoring case; a category that scored 0 did not fire.
    expect(scores()).toEqual(['insult64', 'Nudity91', 'spam20']);

    await userEvent.click(
      within(card()).getByRole('button', { name: 'Details of the report by user-1' }),
    );
    expect(within(card()).getByText('Comment 1')).toBeTruthy();
    const engine = within(card()).getByLabelText('Scores from');
    await userEvent.selectOptions(engine, 'Image scanner');
    expect(scores()).toEqual(['Nudity91']);
    await userEvent.selectOptions(engine, 'Extractor html-text');
    expect(scores()).toEqual(['insult64', 'spam20']);

    await userEvent.click(within(card()).getByRole('button', { name: 'Audit log' }));
    const log = within(card()).getByRole('region', { name: 'Audit log' });
    expect(await within(log).findByText('Scanned · Pending → Moderate')).toBeTruthy();
    expect(within(log).getByText('Unpublished · Moderate → Manually unpublished')).toBeTruthy();
    expect(within(log).getByText(/^Ada Moderator · /)).toBeTruthy();
    expect(within(log).getByText(/^Automated · /)).toBeTruthy();
    await waitFor(() => expect(within(log).getByText('Nudity 91')).toBeTruthy());
  });
});
