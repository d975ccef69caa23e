import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  API_PREFIX,
  CHART_IDS,
  CHART_SERIES_LABELS,
  CHART_TITLES,
  DASHBOARD_SCREEN_TEXTS as TEXTS,
  ZGetChartResponseSchema,
  ZGetStatsResponseSchema,
  ZListDomainsResponseSchema,
  ZListUsersResponseSchema,
  ZModerationGroupSchema,
  formatInteger,
  type TDateRangeQuery,
  type TStats,
} from '@vigil/contract';
import { BlogVisitor } from '../support/demo-blog';
import { addModerator, consoleApi, expectJson, type ConsoleApi } from '../support/console-api';
import { DEMO_ADMIN, DEMO_MODERATOR, signIn } from '../support/demo-users';
import { SCREENSHOT_DIR } from '../support/screenshot';
import { saveDarkScreenshot, saveSettingsScreenshot } from '../support/settings';

// Decision 0145: the dashboard of the demo tenant. The history it shows is made here, through
// the demo blog (each comment goes through the plugin API as blog.demo.test), so the test
// does not depend on what the demo seed writes. The tenant is shared with other specs:
// every expected figure is read from the API for the same range, never assumed.
const stamp = Date.now();
const BLOG = 'blog.demo.test';
const POST = {
  author: `E2E dashboard author ${stamp}`,
  title: `Dashboard notes ${stamp}`,
  body: 'A short post that gives the dashboard something to count.',
};
const COMMENTS = [
  { author: `E2E dashboard reader ${stamp}`, body: `Lovely post, thank you. Ref ${stamp}` },
  { author: `E2E dashboard critic ${stamp}`, body: `This recipe is shit. Ref ${stamp}` },
];

const DAY_MS = 86_400_000;
const utcDay = (offsetDays: number): string =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  const visitor = await BlogVisitor.open(browser);
  try {
    const postUrl = await visitor.writePost(POST.author, POST.title, POST.body);
    for (const comment of COMMENTS) {
      const posted = await visitor.comment(postUrl, comment.author, comment.body);
      // Scanned and decided (or queued): the item is in the figures from here on.
      await visitor.expectModerationLine(posted, /^Vigil: /);
    }
  } finally {
    await visitor.close();
  }
});

async function statsOf(api: ConsoleApi, range: TDateRangeQuery): Promise<TStats> {
  const body = await expectJson(await api.get(`/stats?from=${range.from}&to=${range.to}`), 200);
  return ZGetStatsResponseSchema.parse(body).data;
}

const figure = (page: Page, label: string) => page.getByRole('group', { name: label });

/** The shown figures settle on the API's answer for the range the page asked for. */
async function expectFigures(page: Page, stats: TStats): Promise<void> {
  await expect(figure(page, TEXTS.totalItems)).toContainText(formatInteger(stats.total));
  await expect(figure(page, TEXTS.domains)).toContainText(
    TEXTS.domainsOf(formatInteger(stats.domains), formatInteger(stats.total_domains)),
  );
  await expect(figure(page, TEXTS.mediaStored)).toContainText(formatInteger(stats.total_artifacts));
}

/** Waits for the dashboard's stats call for a range and answers its figures. */
function statsAnswer(page: Page, range: TDateRangeQuery): Promise<TStats> {
  return page
    .waitForResponse(
      (response) =>
        response.url().includes(`${API_PREFIX}/stats?from=${range.from}&to=${range.to}`) &&
        response.status() === 200,
    )
    .then(async (response) => ZGetStatsResponseSchema.parse(await response.json()).data);
}

/**
 * A drawn chart as a screen reader finds it: a group named "<kind> chart of <series>, N
 * entries" whose entries are images named by their figures (decision 0175).
 */
const drawing = (region: Locator) => region.getByRole('group', { name: /chart of .*entr(y|ies)$/ });

async function setTimespan(page: Page, range: TDateRangeQuery): Promise<void> {
  // To first: moving From past the old To would be refused on the way.
  await page.getByLabel(TEXTS.toLabel, { exact: true }).fill(range.to);
  await page.getByLabel(TEXTS.fromLabel, { exact: true }).fill(range.from);
}

test('the demo tenant’s dashboard: figures, every chart, light and dark, and another time span', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const defaultRange = { from: '', to: utcDay(0) };
  const firstStats = page
    .waitForResponse((response) => response.url().includes(`${API_PREFIX}/stats?`))
    .then((response) => new URL(response.url()));
  await signIn(page, DEMO_ADMIN.email);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const asked = await firstStats;
  defaultRange.from = asked.searchParams.get('from') ?? '';
  expect(asked.searchParams.get('to'), 'the default range ends today (UTC)').toBe(defaultRange.to);
  await expect(page.getByLabel(TEXTS.fromLabel, { exact: true })).toHaveValue(defaultRange.from);

  const api = await consoleApi(page);
  const stats = await statsOf(api, defaultRange);
  expect(stats.total, 'the comments of this run are counted').toBeGreaterThanOrEqual(
    COMMENTS.length,
  );
  await test.step('the figures are the API’s, formatted', async () => {
    await expectFigures(page, stats);
    await expect(page.getByRole('region', { name: TEXTS.creditsTitle })).toContainText(
      TEXTS.planLabel,
    );
  });

  await test.step('every chart has its titled region, drawn or saying it has no data', async () => {
    for (const id of CHART_IDS) {
      const region = page.getByRole('region', { name: CHART_TITLES[id] });
      await expect(region).toBeVisible();
      // A chart below the fold is drawn as it scrolls near (decision 0202), as a person sees it.
      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole('status')).toHaveCount(0);
    }
    // Items arrived today: the activity and the domains are drawn, not empty.
    for (const id of ['moderation-activity', 'top-domains', 'content-types'] as const) {
      const region = page.getByRole('region', { name: CHART_TITLES[id] });
      await expect(drawing(region)).toBeVisible();
      expect(await drawing(region).getByRole('img').count()).toBeGreaterThan(0);
      await expect(region.getByText(TEXTS.noChartData)).toHaveCount(0);
    }
    const activity = page.getByRole('region', { name: CHART_TITLES['moderation-activity'] });
    // The legend names the series in the order they are drawn, in a row that wraps.
    const legend = activity.getByRole('list', { name: 'Legend' }).getByRole('listitem');
    await expect(legend).toHaveText([
      CHART_SERIES_LABELS.clean,
      CHART_SERIES_LABELS.approved,
      CHART_SERIES_LABELS.waiting,
      CHART_SERIES_LABELS.manually_unpublished,
      CHART_SERIES_LABELS.auto_unpublished,
      CHART_SERIES_LABELS.submitted,
    ]);
    const [first, second] = await Promise.all([
      legend.nth(0).boundingBox(),
      legend.nth(1).boundingBox(),
    ]);
    expect(second?.x ?? 0, 'the second series stands beside the first').toBeGreaterThan(
      first?.x ?? 0,
    );
    expect(Math.abs((second?.y ?? 0) - (first?.y ?? 1))).toBeLessThan(2);
    await expect(
      page.getByRole('region', { name: CHART_TITLES['top-domains'] }).getByText(BLOG).first(),
    ).toBeVisible();
  });

  await test.step('light and dark', async () => {
    await saveSettingsScreenshot(page, 'dashboard-charts-light');
    await saveDarkScreenshot(page, 'dashboard-charts-dark');
  });

  await test.step('the keyboard reads the activity day by day', async () => {
    const region = page.getByRole('region', { name: CHART_TITLES['moderation-activity'] });
    const activity = drawing(region);
    const days = activity.getByRole('img');
    // The chart is one tab stop (its other days are reached with the arrow keys).
    await expect(activity.locator('[tabindex="0"]')).toHaveCount(1);
    await days.first().focus();
    await expect(days.first()).toBeFocused();
    await page.keyboard.press('End');
    const today = days.last();
    await expect(today).toBeFocused();
    // Today's items were submitted by this run: the day's name says how many.
    await expect(today).toHaveAccessibleName(new RegExp(`${CHART_SERIES_LABELS.submitted} [1-9]`));
    await page.keyboard.press('ArrowLeft');
    await expect(days.nth(-2)).toBeFocused();
    // The focused day's tooltip, for people to look at.
    await region.screenshot({
      path: path.join(SCREENSHOT_DIR, 'dashboard-activity-tooltip-light.png'),
    });
    await page.keyboard.press('Home');
    await expect(days.first()).toBeFocused();
  });

  await test.step('a time span that ends yesterday leaves today’s items out', async () => {
    // Within the default range, so the only items it leaves out are today's.
    const past = { from: defaultRange.from, to: utcDay(-1) };
    const answered = statsAnswer(page, past);
    const chartAnswered = page.waitForResponse((response) =>
      response.url().includes(`${API_PREFIX}/charts/top-domains?from=${past.from}&to=${past.to}`),
    );
    await setTimespan(page, past);
    const pastStats = await answered;
    expect(ZGetChartResponseSchema.parse(await (await chartAnswered).json()).data).toBeDefined();
    expect(pastStats.total, 'today’s items are outside the span').toBeLessThan(stats.total);
    await expectFigures(page, pastStats);
    await expect(page.getByRole('button', { name: TEXTS.presetLabel('1 month') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  await test.step('twelve months: the activity is drawn per week', async () => {
    await page.getByRole('button', { name: TEXTS.presetLabel('12 months') }).click();
    const activity = page.getByRole('region', { name: CHART_TITLES['moderation-activity'] });
    await expect(activity).toContainText(TEXTS.perWeek);
    await expect(drawing(activity)).toBeVisible();
    await saveSettingsScreenshot(page, 'dashboard-twelve-months-light');
  });
});

test('a moderator limited to one domain sees only that domain’s figures', async ({
  page: adminPage,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(adminPage, DEMO_ADMIN.email);
  const admin = await consoleApi(adminPage);
  // The "7 days" quick span: today and the six days before it.
  const range = { from: utcDay(-6), to: utcDay(0) };

  // Every domain but the blog is given to a group the new moderator is not in (the demo
  // moderator keeps them), so the blog is the one domain open to the new moderator.
  const domains = ZListDomainsResponseSchema.parse(
    await expectJson(await admin.get('/domains'), 200),
  ).data;
  const blog = domains.find((domain) => domain.name === BLOG);
  expect(blog, 'the demo tenant has the blog domain').toBeDefined();
  const others = domains.filter((domain) => domain.name !== BLOG);
  const users = ZListUsersResponseSchema.parse(await expectJson(await admin.get('/users'), 200));
  const demoModerator = users.data.find((user) => user.email === DEMO_MODERATOR.email);
  expect(demoModerator, 'the demo tenant has its moderator').toBeDefined();
  const group = ZModerationGroupSchema.parse(
    (
      (await expectJson(
        await admin.post('/moderation-groups', {
          name: `E2E dashboard others ${stamp}`,
          member_ids: [demoModerator?.id],
        }),
        201,
      )) as { data: unknown }
    ).data,
  );
  const previousGroups = new Map<string, unknown>();
  for (const domain of others) {
    const current = (await expectJson(
      await admin.get(`/domains/${domain.id}/moderation-groups`),
      200,
    )) as { data: unknown[] };
    previousGroups.set(String(domain.id), current.data);
    await expectJson(
      await admin.put(`/domains/${domain.id}/moderation-groups`, {
        group_ids: [...current.data, group.id],
      }),
      200,
    );
  }

  try {
    const moderator = await addModerator(admin, adminPage, {
      name: `E2E dashboard moderator ${stamp}`,
      email: `e2e-dashboard-${stamp}@demo.test`,
    });
    // The blog's own count, as the administrator's top-domains chart has it.
    const topDomains = ZGetChartResponseSchema.parse(
      await expectJson(
        await admin.get(`/charts/top-domains?from=${range.from}&to=${range.to}`),
        200,
      ),
    ).data;
    const blogPoint = topDomains.find((point) => 'name' in point && point.name === BLOG);
    const blogSubmitted = blogPoint && 'submitted' in blogPoint ? blogPoint.submitted : -1;
    expect(blogSubmitted).toBeGreaterThanOrEqual(COMMENTS.length);

    const page = await (await browser.newContext()).newPage();
    await signIn(page, moderator.email, moderator.password);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const answered = statsAnswer(page, range);
    await page.getByRole('button', { name: TEXTS.presetLabel('7 days') }).click();
    const stats = await answered;

    expect(stats.total_domains, 'only the blog is open to this moderator').toBe(1);
    expect(stats.total, 'the blog’s items, no other domain’s').toBe(blogSubmitted);
    await expectFigures(page, stats);
    await expect(figure(page, TEXTS.domains)).toContainText(TEXTS.domainsOf('1', '1'));
    const domainsChart = page.getByRole('region', { name: CHART_TITLES['top-domains'] });
    await expect(domainsChart.getByText(BLOG).first()).toBeVisible();
    for (const domain of others) await expect(domainsChart.getByText(domain.name)).toHaveCount(0);
    await saveSettingsScreenshot(page, 'dashboard-moderator-one-domain-light');
    await page.context().close();
  } finally {
    for (const [id, groupIds] of previousGroups) {
      await admin.put(`/domains/${id}/moderation-groups`, { group_ids: groupIds });
    }
    await admin.delete(`/moderation-groups/${group.id}`);
  }
});
