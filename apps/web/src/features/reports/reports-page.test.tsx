import { TRANSPARENCY_SCREEN_TEXTS as TEXTS, type TTransparencyReport } from '@vigil/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { ReportsPage } from './reports-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const HASH = 'a'.repeat(64);

function report(month: string, status: 'final' | 'partial' = 'final'): TTransparencyReport {
  return {
    id: `r-${month}`,
    month,
    status,
    period: { from: `${month}-01`, to: `${month}-28` },
    generated_at: '2026-11-01T00:00:05Z',
    sha256: HASH,
    summary: {
      items_received: 1234,
      auto_unpublished: 30,
      unpublished_by_moderators: 12,
      approved_by_moderators: 7,
      median_response_seconds: 65,
      moderators: 3,
      automated_overturned_share: 0.025,
    },
    downloads: {
      csv: `/api/transparency-reports/r-${month}/csv`,
      pdf: `/api/transparency-reports/r-${month}/pdf`,
    },
  };
}

describe('Transparency reports', () => {
  it('lists each report with its summary, hash and downloads', async () => {
    fakeApi({
      'GET /transparency-reports': {
        status: 200,
        body: { data: [report('2026-10'), report('2026-09')] },
      },
    });
    renderScreen(<ReportsPage canGenerate={false} />, '/reports');
    const october = await screen.findByRole('article', { name: 'October 2026' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(october).getByRole('group', { name: TEXTS.itemsReceived }).textContent).toContain(
      '1,234',
    );
    expect(
      within(october).getByRole('group', { name: TEXTS.medianResponse }).textContent,
    ).toContain('1m 5s');
    expect(within(october).getByRole('group', { name: TEXTS.overturned }).textContent).toContain(
      '2.50%',
    );
    expect(within(october).getByLabelText(TEXTS.sha256).textContent).toBe(HASH);
    expect(
      within(october).getByRole('button', {
        name: TEXTS.downloadLabel(TEXTS.downloadCsv, 'October 2026'),
      }),
    ).toBeTruthy();
    expect(
      within(october).getByRole('button', {
        name: TEXTS.downloadLabel(TEXTS.downloadPdf, 'October 2026'),
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: TEXTS.generate })).toBeNull();
  });

  it('explains when the first report appears', async () => {
    fakeApi({ 'GET /transparency-reports': { status: 200, body: { data: [] } } });
    renderScreen(<ReportsPage canGenerate />, '/reports');
    expect(await screen.findByText(TEXTS.emptyTitle)).toBeTruthy();
    expect(screen.getByText(new RegExp(TEXTS.emptyAdminHint))).toBeTruthy();
  });

  it('lets an administrator generate this month so far, and reads the list again', async () => {
    let listed: TTransparencyReport[] = [report('2026-10')];
    const { calls } = fakeApi({
      'GET /transparency-reports': () => ({ status: 200, body: { data: listed } }),
      'POST /transparency-reports': () => {
        listed = [report('2026-11', 'partial'), ...listed];
        return { status: 201, body: { message: 'ok', data: listed[0] } };
      },
    });
    renderScreen(<ReportsPage canGenerate />, '/reports');
    await screen.findByRole('article', { name: 'October 2026' });
    await userEvent.click(screen.getByRole('button', { name: TEXTS.generate }));
    const november = await screen.findByRole('article', { name: 'November 2026' });
    expect(within(november).getByText(TEXTS.partial)).toBeTruthy();
    expect(within(november).getByText(TEXTS.partialNote('1 December 2026'))).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'GET /transparency-reports',
        'POST /transparency-reports',
        'GET /transparency-reports',
      ]),
    );
  });
});
