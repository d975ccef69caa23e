import { formatTimestamp, STATEMENT_TEXTS } from '@vigil/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeProfile } from '../../lib/profile-storage';
import { renderScreen } from '../../test/render-screen';
import { fakeModerationApi } from './test/fake-moderation-api';
import { reportPage, reportRecord } from './test/report-fixtures';
import { ModerationPage } from './moderation-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const statement = {
  id: 's-1',
  restriction: 'removed' as const,
  decided_at: '2024-06-10T12:00:05Z',
  category: 'text-hate',
  ground: 'Hateful conduct',
  automated_detection: true,
  automated_decision: false,
  facts: 'A moderator reviewed the content and found that it breaks the policy on Hateful conduct.',
  appeal: { item_id: '1', until: '2024-12-10T12:00:05Z' },
};

describe('The statement of reasons on a report', () => {
  it('shows the ground, when, how it was decided and until when to appeal', async () => {
    writeProfile({
      userRealName: 'Ada',
      tenantId: 't-1',
      tenantName: 'Example',
      twoFactorEnforcementDate: null,
      eulaAccepted: true,
    });
    fakeModerationApi({
      reports: () =>
        reportPage([
          reportRecord('1', { status: 'MANUALLY_UNPUBLISHED', statement }),
          reportRecord('2', { status: 'MODERATE', statement: null }),
        ]),
    });
    renderScreen(<ModerationPage canTrustAuthors={false} />, '/moderation');
    const card = await screen.findByRole('article', {
      name: 'Report by user-1 on blog.example.com',
    });
    const block = within(card).getByRole('region', { name: STATEMENT_TEXTS.title });
    expect(within(block).getByText('Hateful conduct')).toBeTruthy();
    expect(within(block).getByText(STATEMENT_TEXTS.automatedDetection)).toBeTruthy();
    expect(within(block).getByText(formatTimestamp(statement.decided_at))).toBeTruthy();
    expect(within(block).getByText(formatTimestamp(statement.appeal.until))).toBeTruthy();
    expect(within(block).getByText(STATEMENT_TEXTS.appealUntil)).toBeTruthy();

    const other = screen.getByRole('article', { name: 'Report by user-2 on blog.example.com' });
    expect(within(other).queryByRole('region', { name: STATEMENT_TEXTS.title })).toBeNull();
  });
});
