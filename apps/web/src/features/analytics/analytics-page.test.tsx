import {
  ANALYTICS_CONTENT_TYPE_LABELS,
  ANALYTICS_OUTCOME_LABELS,
  ANALYTICS_SCREEN_TEXTS as T,
  MESSAGES,
  type TAnalyticsTimeSeries,
  type TAutomationQuality,
  type TAutomationRow,
  type TScoreDistribution,
  type TTeamAnalytics,
} from '@vigil/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../lib/save-file';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { AnalyticsPage } from './analytics-page';

// Each drawing shows here the data it was given, so a test can hold the chart's numbers against
// the table's; how the charts draw is tested with src/components/charts.
vi.mock('./charts/stacked-periods-chart', () => ({
  StackedPeriodsChart: (props: object) => (
    <pre data-testid="chart-data">{JSON.stringify(props)}</pre>
  ),
}));
vi.mock('./charts/score-histogram-chart', () => ({
  ScoreHistogramChart: (props: object) => (
    <pre data-testid="chart-data">{JSON.stringify(props)}</pre>
  ),
}));
vi.mock('./charts/rate-bars-chart', () => ({
  RateBarsChart: (props: object) => <pre data-testid="chart-data">{JSON.stringify(props)}</pre>,
}));
vi.mock('./charts/moderators-chart', () => ({
  ModeratorsChart: (props: object) => <pre data-testid="chart-data">{JSON.stringify(props)}</pre>,
}));
vi.mock('./charts/backlog-chart', () => ({
  BacklogChart: (props: object) => <pre data-testid="chart-data">{JSON.stringify(props)}</pre>,
}));
vi.mock('../../lib/save-file', () => ({ saveFile: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockReset();
});

const ok = (body: unknown) => ({ status: 200, body });

const DOMAINS = [
  { id: 'd1', name: 'blog.example.com', description: '', enabled: true },
  { id: 'd2', name: 'shop.example.com', description: '', enabled: true },
];

const PERIODS = [
  { start: '2026-03-02', end: '2026-03-08' },
  { start: '2026-03-09', end: '2026-03-15' },
];

const DECISIONS: TAnalyticsTimeSeries = {
  periods: PERIODS,
  series: [
    { key: 'clean', label: 'Clean', counts: [1200, 1350] },
    { key: 'review', label: 'Review', counts: [40, 31] },
    { key: 'auto_unpublished', label: 'Auto', counts: [12, 9] },
    { key: 'manually_unpublished', label: 'Manual', counts: [5, 4] },
    { key: 'approved', label: 'Approved', counts: [20, 18] },
  ],
};

function buckets(filled: Record<number, number>): number[] {
  return Array.from({ length: 21 }, (_, index) => filled[index] ?? 0);
}

const SCORES: TScoreDistribution[] = [
  {
    category_id: 'text-hate',
    name: 'Hate',
    scanner_id: 1,
    buckets: buckets({ 0: 900, 1: 40, 10: 12, 18: 3, 20: 1 }),
    thresholds: { moderation_threshold: 50, unpublish_threshold: 90 },
  },
  {
    category_id: 'image-nudity',
    name: 'Nudity',
    scanner_id: 2,
    buckets: buckets({ 0: 50, 19: 2 }),
    thresholds: null,
  },
];

function automationRow(
  key: string,
  label: string,
  counts: Partial<TAutomationRow>,
): TAutomationRow {
  return {
    key,
    label,
    judged: 0,
    passed_clean: 0,
    auto_unpublished: 0,
    sent_to_review: 0,
    reversed_clean: 0,
    reversed_unpublish: 0,
    review_approved: 0,
    review_unpublished: 0,
    ...counts,
  };
}

const HATE_ROW = automationRow('text-hate', 'Hate', {
  judged: 1000,
  passed_clean: 900,
  auto_unpublished: 60,
  sent_to_review: 40,
  reversed_clean: 3,
  reversed_unpublish: 9,
  review_approved: 30,
  review_unpublished: 8,
});

const AUTOMATION: TAutomationQuality = {
  total: { ...HATE_ROW, key: 'all', label: 'All' },
  by_category: [HATE_ROW, automationRow('none', 'No category', { judged: 4, sent_to_review: 4 })],
  by_scanner: [{ ...HATE_ROW, key: '1', label: 'Text' }],
};

const TEAM: TTeamAnalytics = {
  moderators: [
    {
      user_id: 'u1',
      name: 'Riley',
      decisions: 1234,
      unpublished: 34,
      approved: 1200,
      median_seconds: 3725,
      p90_seconds: 90_000,
    },
  ],
  backlog: PERIODS.map((period, index) => ({ ...period, waiting: [7, 2][index] ?? 0 })),
  oldest_waiting_seconds: 125,
};

function routes(overrides: Record<string, unknown> = {}) {
  return {
    'GET /domains': ok({ data: DOMAINS }),
    'GET /scanners': ok({
      data: [
        { id: 1, name: 'Text', description: '' },
        { id: 2, name: 'Image', description: '' },
      ],
    }),
    'GET /analytics/decisions': ok({ data: DECISIONS }),
    'GET /analytics/scores': ok({ data: SCORES }),
    'GET /analytics/automation': ok({ data: AUTOMATION }),
    'GET /analytics/team': ok({ data: TEAM }),
    ...Object.fromEntries(Object.entries(overrides).map(([key, body]) => [key, ok(body)])),
  };
}

/** The query params of every call made to one Analytics path, in order. */
function queriesOf(fetchMock: ReturnType<typeof fakeApi>['fetchMock'], path: string) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://console.test'))
    .filter((url) => url.pathname === `/api${path}`)
    .map((url) => Object.fromEntries(url.searchParams));
}

function renderAnalytics(path = '/analytics', { domainsOffered = true } = {}) {
  return renderScreen(
    <AnalyticsPage domainsOffered={domainsOffered} catalogueOffered={domainsOffered} />,
    path,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const chartData = async (region: HTMLElement) =>
  JSON.parse((await within(region).findByTestId('chart-data')).textContent ?? '{}') as Record<
    string,
    unknown
  >;

/** A table's body as text: each row's header and cells. */
function tableText(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

async function showTable(region: HTMLElement) {
  const toggle = within(region).getByRole('radiogroup', { name: T.viewLabel });
  await userEvent.click(within(toggle).getByRole('radio', { name: T.tableView }));
  return within(region).findByRole('table');
}

/** Clicks a section's Download CSV and answers the saved file's name and rows. */
async function downloadCsv(region: HTMLElement, title: string) {
  await userEvent.click(within(region).getByRole('button', { name: T.downloadCsvLabel(title) }));
  await waitFor(() => expect(saveFile).toHaveBeenCalled());
  const [blob, fileName] = vi.mocked(saveFile).mock.calls.at(-1) ?? [];
  const text = (await blob?.text()) ?? '';
  return {
    fileName,
    text,
    rows: text
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(',')),
  };
}

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Analytics: filters', () => {
  it('starts on the last 30 days, today included, and asks every section for them', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-31T23:30:00Z'), shouldAdvanceTime: true });
    const { fetchMock } = fakeApi(routes());
    renderAnalytics();
    expect(screen.getByLabelText(T.fromLabel)).toHaveProperty('value', '2026-03-02');
    expect(screen.getByLabelText(T.toLabel)).toHaveProperty('value', '2026-03-31');
    expect(
      screen.getByRole('button', { name: T.presetLabel('30 days') }).getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(() => {
      expect(queriesOf(fetchMock, '/analytics/decisions')).toEqual([
        { from: '2026-03-02', to: '2026-03-31', granularity: 'day', by: 'outcome' },
      ]);
      expect(queriesOf(fetchMock, '/analytics/team')).toEqual([
        { from: '2026-03-02', to: '2026-03-31', granularity: 'day' },
      ]);
      expect(queriesOf(fetchMock, '/analytics/scores')).toEqual([
        { from: '2026-03-02', to: '2026-03-31' },
      ]);
      expect(queriesOf(fetchMock, '/analytics/automation')).toEqual([
        { from: '2026-03-02', to: '2026-03-31' },
      ]);
    });
  });

  it('reads the filters from the URL, sends them, and writes each change back', async () => {
    const { fetchMock } = fakeApi(routes());
    const { router } = renderAnalytics(
      '/analytics?from=2026-03-01&to=2026-03-15&domain_ids=d2&content_type=image&granularity=week',
    );
    await waitFor(() =>
      expect(queriesOf(fetchMock, '/analytics/decisions')).toEqual([
        {
          from: '2026-03-01',
          to: '2026-03-15',
          domain_ids: 'd2',
          content_type: 'image',
          granularity: 'week',
          by: 'outcome',
        },
      ]),
    );
    const filters = screen.getByRole('region', { name: T.filtersLabel });
    const domains = screen.getByRole('combobox', { name: T.domainsLabel });
    await waitFor(() => expect(domains.hasAttribute('disabled')).toBe(false));
    // The chosen domain shows as a pill in the field.
    const pills = () =>
      within(filters)
        .queryAllByText(/example\.com/)
        .filter((element) => element.closest('.mantine-Pill-root'))
        .map((element) => element.textContent);
    expect(pills()).toEqual(['shop.example.com']);
    expect(screen.getByRole('combobox', { name: T.contentTypeLabel })).toHaveProperty(
      'value',
      ANALYTICS_CONTENT_TYPE_LABELS.image,
    );

    await pick(T.contentTypeLabel, ANALYTICS_CONTENT_TYPE_LABELS.video);
    await userEvent.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() =>
      expect(queriesOf(fetchMock, '/analytics/team').at(-1)).toEqual({
        from: '2026-03-01',
        to: '2026-03-15',
        domain_ids: 'd2',
        content_type: 'video',
        granularity: 'month',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('content_type')).toBe('video');
    expect(new URLSearchParams(router.state.location.search).get('granularity')).toBe('month');

    // Back to every domain and type: those filters leave the calls and the URL.
    await userEvent.click(domains);
    await userEvent.keyboard('{Backspace}{Escape}');
    expect(pills()).toEqual([]);
    await pick(T.contentTypeLabel, ANALYTICS_CONTENT_TYPE_LABELS.all);
    await waitFor(() =>
      expect(queriesOf(fetchMock, '/analytics/automation').at(-1)).toEqual({
        from: '2026-03-01',
        to: '2026-03-15',
      }),
    );
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-15&granularity=month');
  });

  it("refuses a reversed range with the contract's message and keeps asking for the last good one", async () => {
    const { fetchMock } = fakeApi(routes());
    const { router } = renderAnalytics('/analytics?from=2026-03-01&to=2026-03-15');
    await waitFor(() => expect(queriesOf(fetchMock, '/analytics/scores')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText(T.fromLabel), { target: { value: '2026-04-01' } });
    expect(await screen.findByText(MESSAGES.dateRangeReversed)).toBeTruthy();
    expect(queriesOf(fetchMock, '/analytics/scores')).toHaveLength(1);
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-15');

    fireEvent.change(screen.getByLabelText(T.fromLabel), { target: { value: '2026-03-10' } });
    await waitFor(() =>
      expect(queriesOf(fetchMock, '/analytics/scores').at(-1)).toEqual({
        from: '2026-03-10',
        to: '2026-03-15',
      }),
    );
    expect(router.state.location.search).toBe('?from=2026-03-10&to=2026-03-15');
  });

  it('offers no domain filter to a role that cannot list domains, and sends none', async () => {
    const { fetchMock } = fakeApi(routes());
    renderAnalytics('/analytics?domain_ids=d1', { domainsOffered: false });
    await waitFor(() => expect(queriesOf(fetchMock, '/analytics/scores')).toHaveLength(1));
    expect(screen.queryByLabelText(T.domainsLabel)).toBeNull();
    expect(queriesOf(fetchMock, '/analytics/scores')[0]).not.toHaveProperty('domain_ids');
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/domains'))).toBe(false);
  });
});

describe('Analytics: decisions over time', () => {
  it('draws the outcomes in their colours, and the table and CSV hold the same numbers', async () => {
    fakeApi(routes());
    renderAnalytics('/analytics?from=2026-03-02&to=2026-03-15&granularity=week');
    const region = section(T.decisionsTitle);
    const { chart } = (await chartData(region)) as {
      chart: {
        rows: Record<string, string | number>[];
        series: { label: string; color: string }[];
      };
    };
    expect(chart.series.map((one) => one.label)).toEqual(Object.values(ANALYTICS_OUTCOME_LABELS));
    expect(chart.series.map((one) => one.color)).toEqual([
      'green',
      'orange',
      'red',
      'blue.8',
      'gray.6',
    ]);
    expect(
      within(region).getByRole('figure', { name: T.chartLabel(T.decisionsTitle) }),
    ).toBeTruthy();

    const table = await showTable(region);
    expect(within(table).getByText(T.decisionsTitle, { selector: 'caption' })).toBeTruthy();
    const shown = tableText(table);
    expect(shown).toEqual([
      ['Week of Mar 2', '1,200', '40', '12', '5', '20'],
      ['Week of Mar 9', '1,350', '31', '9', '4', '18'],
    ]);
    // The table is the chart's rows, formatted.
    expect(shown).toEqual(
      chart.rows.map((row) => [
        String(row.period),
        ...chart.series.map((_, index) => Number(row[`s${index}`]).toLocaleString('en-GB')),
      ]),
    );

    const csv = await downloadCsv(region, T.decisionsTitle);
    expect(csv.fileName).toBe('vigil-decisions-2026-03-02-to-2026-03-15.csv');
    expect(csv.rows).toEqual([
      [T.periodStartColumn, T.periodEndColumn, ...Object.values(ANALYTICS_OUTCOME_LABELS)],
      ['2026-03-02', '2026-03-08', '1200', '40', '12', '5', '20'],
      ['2026-03-09', '2026-03-15', '1350', '31', '9', '4', '18'],
    ]);
  });

  it('breaks down by category with an outcome filter, both in the call and the URL', async () => {
    const { fetchMock } = fakeApi(routes());
    const { router } = renderAnalytics('/analytics?from=2026-03-02&to=2026-03-15');
    const region = section(T.decisionsTitle);
    expect(within(region).queryByRole('combobox', { name: T.outcomeFilterLabel })).toBeNull();
    await pick(T.breakdownLabel, 'Category');
    await pick(T.outcomeFilterLabel, ANALYTICS_OUTCOME_LABELS.auto_unpublished);
    await waitFor(() =>
      expect(queriesOf(fetchMock, '/analytics/decisions').at(-1)).toEqual({
        from: '2026-03-02',
        to: '2026-03-15',
        granularity: 'day',
        by: 'category',
        outcome: 'auto_unpublished',
      }),
    );
    expect(router.state.location.search).toBe(
      '?from=2026-03-02&to=2026-03-15&by=category&outcome=auto_unpublished',
    );
  });

  it('says when there is nothing to show, and offers a retry when the call fails', async () => {
    let fail = true;
    fakeApi({
      ...routes({ 'GET /analytics/decisions': { data: { periods: PERIODS, series: [] } } }),
      'GET /analytics/scores': () =>
        fail ? { status: 500, body: { message: 'Broken' } } : ok({ data: [] }),
    });
    renderAnalytics();
    expect(await within(section(T.decisionsTitle)).findByText(T.emptyTitle)).toBeTruthy();
    expect(
      within(section(T.decisionsTitle))
        .getByRole('button', { name: T.downloadCsvLabel(T.decisionsTitle) })
        .hasAttribute('disabled'),
    ).toBe(true);
    const scores = section(T.scoresTitle);
    await within(scores).findByText(T.failed);
    fail = false;
    await userEvent.click(within(scores).getByRole('button', { name: T.retry }));
    expect(await within(scores).findByText(T.emptyTitle)).toBeTruthy();
  });
});

describe('Analytics: score distributions', () => {
  it('draws the thresholds of one domain and counts the items each side of them', async () => {
    fakeApi(routes());
    renderAnalytics('/analytics?from=2026-03-02&to=2026-03-15&domain_ids=d1');
    const region = section(T.scoresTitle);
    const { chart } = (await chartData(region)) as {
      chart: {
        rows: Record<string, number | string>[];
        lines: { label: string; bucketLabel: string }[];
      };
    };
    expect(chart.lines).toMatchObject([
      { label: T.moderationLine(50), bucketLabel: '50–54' },
      { label: T.unpublishLine(90), bucketLabel: '90–94' },
    ]);
    const figures = within(region).getByRole('group', { name: T.thresholdsFigures });
    // 900 + 40 below 50; 12 in 50–54; 3 in 90–94 and 1 at 100.
    expect(within(figures).getByRole('group', { name: T.passed }).textContent).toContain('940');
    expect(within(figures).getByRole('group', { name: T.sentToReview }).textContent).toContain(
      '12',
    );
    expect(within(figures).getByRole('group', { name: T.unpublished }).textContent).toContain('4');
    expect(within(figures).getByRole('group', { name: T.passed }).textContent).toContain(
      T.scoredBelow(50),
    );
    expect(within(figures).getByRole('group', { name: T.sentToReview }).textContent).toContain(
      T.scoredBetween(50, 89),
    );
    expect(within(figures).getByRole('group', { name: T.unpublished }).textContent).toContain(
      T.scoredFrom(90),
    );

    const table = await showTable(region);
    const rows = tableText(table);
    expect(rows).toHaveLength(21);
    expect(rows[0]).toEqual(['0–4', '900', T.passed]);
    expect(rows[10]).toEqual(['50–54', '12', T.sentToReview]);
    expect(rows[20]).toEqual(['100', '1', T.unpublished]);
    const csv = await downloadCsv(region, T.scoresTitle);
    expect(csv.fileName).toBe('vigil-scores-text-hate-2026-03-02-to-2026-03-15.csv');
    expect(csv.rows.slice(1)).toEqual(rows);
  });

  it('groups the categories by scanner; with several domains it draws no thresholds', async () => {
    // Several domains in view: the server sends no thresholds.
    fakeApi(
      routes({
        'GET /analytics/scores': {
          data: SCORES.map((distribution) => ({ ...distribution, thresholds: null })),
        },
      }),
    );
    const { router } = renderAnalytics('/analytics?from=2026-03-02&to=2026-03-15');
    const region = section(T.scoresTitle);
    expect(await within(region).findByText(T.thresholdsPerDomain)).toBeTruthy();
    await userEvent.click(within(region).getByRole('combobox', { name: T.categoryLabel }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Text')).toBeTruthy();
    expect(within(listbox).getByText('Image')).toBeTruthy();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Nudity' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('category')).toBe(
        'image-nudity',
      ),
    );
    const { chart } = (await chartData(region)) as {
      chart: { rows: Record<string, number | string>[]; lines: unknown[] };
    };
    expect(chart.lines).toEqual([]);
    expect(chart.rows[19]).toEqual({ bucket: '95–99', items: 2 });
    expect(within(region).queryByRole('group', { name: T.thresholdsFigures })).toBeNull();
  });
});

describe('Analytics: automation quality', () => {
  it('shows the shares overall and per category, the chart drawing the reversal rates', async () => {
    fakeApi(routes());
    renderAnalytics('/analytics?from=2026-03-02&to=2026-03-15');
    const region = section(T.automationTitle);
    const figures = await within(region).findByRole('group', { name: T.automationFigures });
    // 960 of 1,000 decided automatically; 12 of those reversed; 30 of 38 reviews approved.
    expect(
      within(figures).getByRole('group', { name: T.decidedAutomatically }).textContent,
    ).toContain('96.00%');
    expect(within(figures).getByRole('group', { name: T.reversed }).textContent).toContain('1.25%');
    expect(within(figures).getByRole('group', { name: T.reviewApproved }).textContent).toContain(
      '78.95%',
    );
    const { bars } = (await chartData(region)) as { bars: { label: string; rate: number }[] };
    // The row the engine decided nothing for has no rate to draw.
    expect(bars).toEqual([{ label: 'Hate', rate: 1.25 }]);

    const table = await showTable(region);
    expect(tableText(table)).toEqual([
      ['Hate', '1,000', '96.00%', '1.25%', '78.95%'],
      ['No category', '4', '0.00%', T.noRate, T.noRate],
    ]);
    const csv = await downloadCsv(region, T.automationTitle);
    expect(csv.rows).toEqual([
      [
        T.byCategory,
        T.judgedColumn,
        T.automaticShareColumn,
        T.reversalRateColumn,
        T.reviewApprovalColumn,
      ],
      ['Hate', '1000', '96.00', '1.25', '78.95'],
      ['No category', '4', '0.00', '', ''],
    ]);
  });
});

describe('Analytics: team', () => {
  it('lists the moderators with their times, and the backlog with the oldest item waiting', async () => {
    fakeApi(routes());
    renderAnalytics('/analytics?from=2026-03-02&to=2026-03-15&granularity=week');
    const moderators = section(T.moderatorsTitle);
    const table = await within(moderators).findByRole('table');
    expect(tableText(table)).toEqual([['Riley', '1,234', '34', '1,200', '1h 2m 5s', '25h 0m 0s']]);
    const csv = await downloadCsv(moderators, T.moderatorsTitle);
    expect(csv.rows).toEqual([
      [
        T.moderatorColumn,
        T.decisionsColumn,
        T.unpublishedColumn,
        T.approvedColumn,
        T.secondsColumn(T.medianColumn),
        T.secondsColumn(T.p90Column),
      ],
      ['Riley', '1234', '34', '1200', '3725', '90000'],
    ]);

    const backlog = section(T.backlogTitle);
    expect(
      (await within(backlog).findByRole('group', { name: T.oldestWaiting })).textContent,
    ).toContain('2m 5s');
    const { points } = (await chartData(backlog)) as { points: unknown };
    expect(points).toEqual([
      { period: 'Week of Mar 2', waiting: 7 },
      { period: 'Week of Mar 9', waiting: 2 },
    ]);
    expect(tableText(await showTable(backlog))).toEqual([
      ['Week of Mar 2', '7'],
      ['Week of Mar 9', '2'],
    ]);
  });
});
