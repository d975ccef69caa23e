import {
  CHART_IDS,
  CHART_TITLES,
  DASHBOARD_SCREEN_TEXTS as TEXTS,
  MESSAGES,
  STATS_POLL_INTERVAL_MS,
  type TStats,
} from '@vigil/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STATS: TStats = {
  total: 1234,
  bot_reject: 100,
  human_reject: 23,
  human_ignore: 7,
  domains: 2,
  total_domains: 3,
  response_time: 3725,
  total_credits: 10_000,
  remaining_credits: 7_500,
  plan_name: 'Business',
  top_categories: [{ id: 'text-hate', name: 'Hate', count: 12 }],
  total_artifacts: 45,
};

const ok = (body: unknown) => ({ status: 200, body });

/** Every chart answers an empty list unless a test gives it points. */
function routes(stats: TStats = STATS, charts: Record<string, unknown[]> = {}) {
  const chartRoutes = Object.fromEntries(
    CHART_IDS.map((id) => [`GET /charts/${id}`, ok({ data: charts[id] ?? [] })]),
  );
  return { 'GET /stats': ok({ data: stats }), ...chartRoutes };
}

/** The query strings of the stats calls made so far. */
function statsQueries(fetchMock: ReturnType<typeof fakeApi>['fetchMock']): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://console.test'))
    .filter((url) => url.pathname === '/api/stats')
    .map((url) => url.search);
}

function renderDashboard() {
  return renderScreen(<DashboardPage showDomainsLink />, '/dashboard');
}

const figure = (label: string) => screen.getByRole('group', { name: label });

describe('Dashboard: time span', () => {
  it('starts one month back to today, in UTC days, and asks for that range', async () => {
    // 23:30 UTC on 31 March: still 31 March in UTC, whatever the test machine's zone says;
    // one month back clamps to the end of February.
    vi.useFakeTimers({ now: new Date('2026-03-31T23:30:00Z'), shouldAdvanceTime: true });
    const { fetchMock } = fakeApi(routes());
    renderDashboard();
    expect(screen.getByLabelText(TEXTS.fromLabel)).toHaveProperty('value', '2026-02-28');
    expect(screen.getByLabelText(TEXTS.toLabel)).toHaveProperty('value', '2026-03-31');
    expect(
      screen
        .getByRole('button', { name: TEXTS.presetLabel('1 month') })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(() =>
      expect(statsQueries(fetchMock)).toEqual(['?from=2026-02-28&to=2026-03-31']),
    );
  });

  it('asks again for a new range, and a quick span sets both dates', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-31T12:00:00Z'), shouldAdvanceTime: true });
    const { fetchMock } = fakeApi(routes());
    renderDashboard();
    fireEvent.change(screen.getByLabelText(TEXTS.fromLabel), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(statsQueries(fetchMock)).toContain('?from=2026-03-01&to=2026-03-31'),
    );
    await userEvent.click(screen.getByRole('button', { name: TEXTS.presetLabel('7 days') }));
    expect(screen.getByLabelText(TEXTS.fromLabel)).toHaveProperty('value', '2026-03-25');
    await waitFor(() =>
      expect(statsQueries(fetchMock)).toContain('?from=2026-03-25&to=2026-03-31'),
    );
  });

  it("refuses a reversed or too long range with the contract's messages and asks for nothing", async () => {
    vi.useFakeTimers({ now: new Date('2026-03-31T12:00:00Z'), shouldAdvanceTime: true });
    const { fetchMock } = fakeApi(routes());
    renderDashboard();
    await waitFor(() => expect(statsQueries(fetchMock)).toHaveLength(1));

    const from = screen.getByLabelText(TEXTS.fromLabel);
    fireEvent.change(from, { target: { value: '2026-04-02' } });
    expect(await screen.findByText(MESSAGES.dateRangeReversed)).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(from, { target: { value: '2025-01-01' } });
    expect(await screen.findByText(MESSAGES.dateRangeTooLong)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.dateRangeReversed)).toBeNull();

    // No quick span shows as chosen while the dates are refused.
    expect(
      screen
        .getByRole('button', { name: TEXTS.presetLabel('1 month') })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(statsQueries(fetchMock)).toEqual(['?from=2026-02-28&to=2026-03-31']);
  });
});

describe('Dashboard: stats', () => {
  it('shows the derived figures, formatted', async () => {
    fakeApi(routes());
    renderDashboard();
    await within(figure(TEXTS.totalItems)).findByText('1,234');
    // 123 of 1,234 = 9.967…%; 23 and 100 of 1,234.
    expect(figure(TEXTS.moderations).textContent).toContain('123');
    expect(figure(TEXTS.moderations).textContent).toContain(TEXTS.moderationShare('9.97'));
    expect(within(figure(TEXTS.humanRejectRate)).getByText('1.86%')).toBeTruthy();
    expect(within(figure(TEXTS.botRejectRate)).getByText('8.10%')).toBeTruthy();
    expect(within(figure(TEXTS.approved)).getByText('7')).toBeTruthy();
    expect(within(figure(TEXTS.domains)).getByText('2 of 3')).toBeTruthy();
    expect(within(figure(TEXTS.responseTime)).getByText('1h 2m 5s')).toBeTruthy();
    expect(within(figure(TEXTS.mediaStored)).getByText('45')).toBeTruthy();

    const credits = screen.getByRole('region', { name: TEXTS.creditsTitle });
    expect(within(credits).getByText('Business')).toBeTruthy();
    expect(within(credits).getByText(TEXTS.creditsLeft('7,500', '10,000'))).toBeTruthy();
    expect(within(credits).getByText(TEXTS.creditsLeftShare('75.00'))).toBeTruthy();

    const categories = screen.getByRole('region', { name: TEXTS.topCategoriesTitle });
    expect(within(categories).getByRole('listitem').textContent).toBe('Hate12');
  });

  it("shows skeletons until the first answer, and '(Unknown)' for a tenant without a plan", async () => {
    fakeApi(routes({ ...STATS, plan_name: null, total_credits: 0, remaining_credits: 0 }));
    renderDashboard();
    expect(figure(TEXTS.totalItems).getAttribute('aria-busy')).toBe('true');
    const credits = screen.getByRole('region', { name: TEXTS.creditsTitle });
    expect(await within(credits).findByText('(Unknown)')).toBeTruthy();
    expect(within(credits).getByText(TEXTS.creditsNotMetered)).toBeTruthy();
    expect(figure(TEXTS.totalItems).getAttribute('aria-busy')).toBe('false');
  });
});

describe('Dashboard: polling', () => {
  it('asks for the stats again every minute while the plan meters credits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = fakeApi(routes());
    renderDashboard();
    await within(figure(TEXTS.totalItems)).findByText('1,234');
    expect(statsQueries(fetchMock)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(STATS_POLL_INTERVAL_MS));
    await waitFor(() => expect(statsQueries(fetchMock)).toHaveLength(2));
    // The refresh is quiet: the figures stay on screen, no skeleton comes back.
    expect(figure(TEXTS.totalItems).getAttribute('aria-busy')).toBe('false');
  });

  it('does not poll when the plan does not meter credits (total_credits 0)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = fakeApi(routes({ ...STATS, total_credits: 0, remaining_credits: 0 }));
    renderDashboard();
    await within(figure(TEXTS.totalItems)).findByText('1,234');
    await act(() => vi.advanceTimersByTimeAsync(3 * STATS_POLL_INTERVAL_MS));
    expect(statsQueries(fetchMock)).toHaveLength(1);
  });
});

describe('Dashboard: charts', () => {
  it('shows every chart as a titled region, each saying when the time span has no data', async () => {
    fakeApi(routes());
    renderDashboard();
    for (const id of CHART_IDS) {
      const region = screen.getByRole('region', { name: CHART_TITLES[id] });
      expect(await within(region).findByText(TEXTS.noChartData)).toBeTruthy();
    }
  });

  it(
    'draws the points it was given: a day per entry, a row per domain, the donut’s shares',
    {
      timeout: 20_000,
    },
    async () => {
      const day = (date: string, submitted: number, clean: number) => ({
        day: date,
        submitted,
        clean,
        auto_unpublished: 1,
        manually_unpublished: 0,
        approved: 2,
        waiting: 0,
      });
      fakeApi(
        routes(STATS, {
          'moderation-activity': [day('2026-03-01', 1500, 1200), day('2026-03-02', 40, 30)],
          'top-domains': [
            { domain_id: 'd1', name: 'shop\u202Eexample', submitted: 90, unpublished: 4 },
          ],
          'clean-vs-unpublished': [
            { outcome: 'clean', count: 3 },
            { outcome: 'unpublished', count: 1 },
          ],
        }),
      );
      renderDashboard();
      // The drawings are loaded lazily, the first time in a test run from source: give it time.
      const drawn = { timeout: 10_000 };
      const activity = screen.getByRole('region', { name: CHART_TITLES['moderation-activity'] });
      const days = within(
        await within(activity).findByRole(
          'group',
          { name: /^Bar and line chart of Clean, / },
          drawn,
        ),
      ).getAllByRole('img');
      expect(days.map((one) => one.getAttribute('aria-label'))).toEqual([
        'Mar 1: Clean 1,200, Approved 2, Waiting for review 0, Manually unpublished 0, Auto unpublished 1, Submitted 1,500, Total 1,203',
        'Mar 2: Clean 30, Approved 2, Waiting for review 0, Manually unpublished 0, Auto unpublished 1, Submitted 40, Total 33',
      ]);

      const domains = screen.getByRole('region', { name: CHART_TITLES['top-domains'] });
      const rows = within(
        await within(domains).findByRole(
          'group',
          { name: /^Bar chart of Submitted and Unpublished/ },
          drawn,
        ),
      ).getAllByRole('img');
      // Names typed by people are neutralised on the axis too (decision 0124).
      expect(rows.map((one) => one.getAttribute('aria-label'))).toEqual([
        'shop[U+202E]example: Submitted 90, Unpublished 4',
      ]);

      const donut = screen.getByRole('region', { name: CHART_TITLES['clean-vs-unpublished'] });
      const drawing = await within(donut).findByRole('group', { name: /^Donut chart of/ }, drawn);
      expect(
        within(drawing)
          .getAllByRole('img')
          .map((one) => one.getAttribute('aria-label')),
      ).toEqual(['Clean: 3 (75.00%)', 'Unpublished: 1 (25.00%)']);
    },
  );

  it('lists the authors unpublished most with their domains', async () => {
    fakeApi(
      routes(STATS, {
        'top-authors-unpublished': [
          { username: 'spam\u202Eking', domain: 'blog.example.com', count: 1200 },
        ],
      }),
    );
    renderDashboard();
    const region = screen.getByRole('region', { name: CHART_TITLES['top-authors-unpublished'] });
    const table = await within(region).findByRole('table', {
      name: CHART_TITLES['top-authors-unpublished'],
    });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // The direction override is shown as a code, not obeyed (decision 0124).
    expect(cells).toEqual(['spam[U+202E]king', 'blog.example.com', '1,200']);
  });
});
