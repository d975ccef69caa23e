import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ANALYTICS_CONTENT_TYPE_LABELS,
  ANALYTICS_SCREEN_TEXTS as T,
  API_PREFIX,
  NAV_LABELS,
  STREAMS_WHAT_IF_TEXTS as W,
  THRESHOLD_STEP,
  ZGetAnalyticsDecisionsResponseSchema,
  ZGetThresholdWhatIfResponseSchema,
  ZListModerationCategoriesResponseSchema,
  formatDecimal,
  formatInteger,
  whatIfCounts,
  type TAnalyticsTimeSeries,
  type ThresholdPair,
  type VerdictCounts,
} from '@vigil/contract';
import { consoleApi, expectJson } from '../support/console-api';
import { DEMO_ADMIN, signIn } from '../support/demo-users';
import { SCREENSHOT_DIR } from '../support/screenshot';
import { saveDarkScreenshot, saveSettingsScreenshot } from '../support/settings';

// Decision 0171: the Analytics screen and the Streams what-if on the demo tenant, whose year
// of history the server rolls up for analytics (decision 0170). Expected numbers are always
// the API's answer to the call the page made, never assumed: other specs add items.

test.describe.configure({ mode: 'serial' });

const BLOG = 'blog.demo.test';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * A drawn chart as a screen reader finds it: a group named "<kind> chart of <series>, N
 * entries" whose entries are images named by their figures (decision 0175).
 */
const drawing = (card: Locator) => card.getByRole('group', { name: /chart of .*entr(y|ies)$/ });

/** Waits for the page's next call of one path whose query holds `params` (null: absent). */
function answerOf(page: Page, pathName: string, params: Record<string, string | null> = {}) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === `${API_PREFIX}${pathName}` &&
      response.status() === 200 &&
      Object.entries(params).every(([name, value]) => url.searchParams.get(name) === value)
    );
  });
}

async function decisionsOf(page: Page, params: Record<string, string> = {}) {
  const response = await answerOf(page, '/analytics/decisions', params);
  return ZGetAnalyticsDecisionsResponseSchema.parse(await response.json()).data;
}

async function showAs(card: Locator, view: string): Promise<void> {
  // The radio inputs are hidden; a person clicks the visible label.
  await card
    .getByRole('radiogroup', { name: T.viewLabel })
    .locator('label')
    .filter({ hasText: view })
    .click();
}

/** Each body row of a table as its cells' text, the row header first. */
function rowsOf(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
      ),
    );
}

function headersOf(table: Locator): Promise<string[]> {
  return table
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()));
}

/** The decisions' table as the API's answer reads, formatted: counts of each series. */
function expectedDecisionRows(answer: TAnalyticsTimeSeries): string[][] {
  return answer.periods.map((_, index) =>
    answer.series.map((series) => formatInteger(series.counts[index] ?? 0)),
  );
}

/** RFC 4180, as the console writes it: quoted fields may hold commas, quotes and breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += character;
  }
  return rows;
}

async function downloadCsv(page: Page, card: Locator, title: string) {
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: T.downloadCsvLabel(title) }).click();
  const download = await downloading;
  const file = path.join(SCREENSHOT_DIR, '..', 'downloads', download.suggestedFilename());
  await download.saveAs(file);
  return { fileName: download.suggestedFilename(), rows: parseCsv(fs.readFileSync(file, 'utf8')) };
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the demo tenant’s analytics: every chart drawn, filters in the URL, CSV equal to the table', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email);
  const firstDecisions = decisionsOf(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: NAV_LABELS.analytics })
    .click();
  await expect(page.getByRole('heading', { name: NAV_LABELS.analytics, level: 1 })).toBeVisible();
  const decisions = await firstDecisions;
  const range = {
    from: await page.getByLabel(T.fromLabel, { exact: true }).inputValue(),
    to: await page.getByLabel(T.toLabel, { exact: true }).inputValue(),
  };
  expect(decisions.periods, 'one period a day of the last 30 days').toHaveLength(30);

  await test.step('each section draws its data', async () => {
    for (const title of [T.decisionsTitle, T.scoresTitle, T.automationTitle, T.backlogTitle]) {
      const card = section(page, title);
      await expect(card.getByRole('figure', { name: T.chartLabel(title) })).toBeVisible();
      await expect(drawing(card)).toBeVisible();
      expect(await drawing(card).getByRole('img').count()).toBeGreaterThan(0);
      await expect(card.getByText(T.emptyTitle)).toHaveCount(0);
    }
    const moderators = section(page, T.moderatorsTitle);
    await expect(moderators.getByRole('table')).toBeVisible();
    const moderatorCount = (await rowsOf(moderators.getByRole('table'))).length;
    expect(moderatorCount).toBeGreaterThan(0);
    await showAs(moderators, T.chartView);
    // One entry (a bar) per moderator of the table.
    await expect(drawing(moderators).getByRole('img')).toHaveCount(moderatorCount);
    await moderators.screenshot({
      path: path.join(SCREENSHOT_DIR, 'analytics-moderators-chart-light.png'),
    });
    await showAs(moderators, T.tableView);
    await expect(
      section(page, T.backlogTitle).getByRole('group', { name: T.oldestWaiting }),
    ).toBeVisible();
  });

  await test.step('light and dark', async () => {
    await saveSettingsScreenshot(page, 'analytics-light');
    await saveDarkScreenshot(page, 'analytics-dark');
  });

  const decisionsCard = section(page, T.decisionsTitle);
  await test.step('the decisions’ table holds the API’s numbers, and so does its CSV', async () => {
    await showAs(decisionsCard, T.tableView);
    const table = decisionsCard.getByRole('table');
    await expect(table).toBeVisible();
    const rows = await rowsOf(table);
    expect(rows.map((row) => row.slice(1))).toEqual(expectedDecisionRows(decisions));

    const csv = await downloadCsv(page, decisionsCard, T.decisionsTitle);
    expect(csv.fileName).toBe(T.csvFileName('decisions', range.from, range.to));
    const [header, ...lines] = csv.rows;
    expect(header).toEqual([
      T.periodStartColumn,
      T.periodEndColumn,
      ...(await headersOf(table)).slice(1),
    ]);
    expect(lines.map((line) => line.slice(0, 2))).toEqual(
      decisions.periods.map((period) => [period.start, period.end]),
    );
    expect(lines.map((line) => line.slice(2).map((count) => formatInteger(Number(count))))).toEqual(
      rows.map((row) => row.slice(1)),
    );
  });

  await test.step('another content type and weeks: new numbers, kept in the URL', async () => {
    const before = await rowsOf(decisionsCard.getByRole('table'));
    const images = decisionsOf(page, { content_type: 'image' });
    await pick(page, T.contentTypeLabel, ANALYTICS_CONTENT_TYPE_LABELS.image);
    const imageAnswer = await images;
    await expect
      .poll(async () => (await rowsOf(decisionsCard.getByRole('table'))).map((row) => row.slice(1)))
      .toEqual(expectedDecisionRows(imageAnswer));
    expect(
      await rowsOf(decisionsCard.getByRole('table')),
      'only the pictures are counted',
    ).not.toEqual(before);

    const weeks = decisionsOf(page, { content_type: 'image', granularity: 'week' });
    await page
      .getByRole('radiogroup', { name: T.granularityLabel })
      .locator('label')
      .filter({ hasText: 'Week' })
      .click();
    const weekly = await weeks;
    await expect
      .poll(async () => (await rowsOf(decisionsCard.getByRole('table'))).map((row) => row.slice(1)))
      .toEqual(expectedDecisionRows(weekly));
    expect(weekly.periods.length).toBeLessThan(decisions.periods.length);
    expect(new URL(page.url()).searchParams.get('content_type')).toBe('image');
    expect(new URL(page.url()).searchParams.get('granularity')).toBe('week');

    await page.reload();
    await expect(page.getByRole('combobox', { name: T.contentTypeLabel })).toHaveValue(
      ANALYTICS_CONTENT_TYPE_LABELS.image,
    );
    await expect(
      page
        .getByRole('radiogroup', { name: T.granularityLabel })
        .getByRole('radio', { name: 'Week' }),
    ).toBeChecked();
    const everyType = answerOf(page, '/analytics/automation', { content_type: null });
    await pick(page, T.contentTypeLabel, ANALYTICS_CONTENT_TYPE_LABELS.all);
    await everyType;
  });

  await test.step('automation quality: the CSV is the table, rates unformatted', async () => {
    const card = section(page, T.automationTitle);
    // The previous filter's rows stay, dimmed, until the new answer is drawn.
    await expect(card.locator('[aria-busy="true"]')).toHaveCount(0);
    await showAs(card, T.tableView);
    const table = card.getByRole('table');
    await expect(table).toBeVisible();
    const rows = await rowsOf(table);
    expect(rows.length).toBeGreaterThan(0);
    const csv = await downloadCsv(page, card, T.automationTitle);
    expect(csv.rows[0]).toEqual(await headersOf(table));
    const percent = (value: string) =>
      value === '' ? T.noRate : T.percent(formatDecimal(Number(value)));
    expect(
      csv.rows
        .slice(1)
        .map(([name = '', judged = '', ...rates]) => [
          name,
          formatInteger(Number(judged)),
          ...rates.map(percent),
        ]),
    ).toEqual(rows);
  });

  await test.step('one domain: its thresholds are drawn and the items each side counted', async () => {
    const scores = section(page, T.scoresTitle);
    await expect(scores.getByText(T.thresholdsPerDomain)).toBeVisible();
    const answered = answerOf(page, '/analytics/scores');
    await page.getByRole('combobox', { name: T.domainsLabel }).click();
    await page.getByRole('option', { name: BLOG, exact: true }).click();
    await page.keyboard.press('Escape');
    await answered;
    await expect(scores.getByRole('group', { name: T.thresholdsFigures })).toBeVisible();
    await expect(drawing(scores).getByText(/^Moderation \d+$/)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('domain_ids')).toMatch(/^[\w-]+$/);
    // The previous domains' figures stay dimmed until the new answer is drawn.
    await expect(scores.locator('[aria-busy="true"]')).toHaveCount(0);
    await scores.screenshot({
      path: path.join(SCREENSHOT_DIR, 'analytics-scores-one-domain-light.png'),
    });
  });
});

interface Move {
  name: string;
  handle: 'moderation' | 'unpublish';
  key: 'ArrowLeft' | 'ArrowRight';
  now: VerdictCounts;
  next: VerdictCounts;
  actual: VerdictCounts;
}

const sameCounts = (a: VerdictCounts, b: VerdictCounts) =>
  a.passed === b.passed && a.review === b.review && a.unpublished === b.unpublished;

const countsText = (counts: VerdictCounts) =>
  W.counts(
    formatInteger(counts.unpublished),
    formatInteger(counts.review),
    formatInteger(counts.passed),
  );

test('Streams: a keyboard move of a handle changes the what-if before the save lands', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_ADMIN.email);
  const api = await consoleApi(page);
  const categories = ZListModerationCategoriesResponseSchema.parse(
    await expectJson(await api.get('/moderation-categories'), 200),
  ).data;
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: NAV_LABELS.streams, exact: true })
    .click();
  const card = page.getByRole('article', { name: BLOG, exact: true });
  await expect(card.getByRole('list', { name: 'Extractors' })).toBeVisible();

  const whatIfAnswer = page.waitForResponse(
    (response) => response.url().includes('/what-if') && response.status() === 200,
  );
  await card.getByRole('button', { name: /^Text\b/ }).click();
  const whatIf = ZGetThresholdWhatIfResponseSchema.parse(await (await whatIfAnswer).json()).data;

  // A category and one step of one handle that moves some of its last 30 days' items.
  let move: Move | null = null;
  for (const category of whatIf.categories) {
    const name = categories.find((one) => String(one.id) === category.category_id)?.name;
    if (!name || move) continue;
    const group = card.getByRole('group', { name, exact: true });
    const value = async (handle: string) =>
      Number(
        await group
          .getByRole('slider', { name: `${name}: ${handle} threshold` })
          .getAttribute('aria-valuenow'),
      );
    const pair: ThresholdPair = {
      moderation_threshold: await value('moderation'),
      unpublish_threshold: await value('unpublish'),
    };
    const { would: now, actual } = whatIfCounts(category.buckets, pair);
    const m = pair.moderation_threshold;
    const u = pair.unpublish_threshold;
    const steps: [Move['handle'], Move['key'], ThresholdPair][] = [
      [
        'moderation',
        'ArrowLeft',
        { moderation_threshold: m - THRESHOLD_STEP, unpublish_threshold: u },
      ],
      [
        'moderation',
        'ArrowRight',
        { moderation_threshold: m + THRESHOLD_STEP, unpublish_threshold: u },
      ],
      [
        'unpublish',
        'ArrowLeft',
        { moderation_threshold: m, unpublish_threshold: u - THRESHOLD_STEP },
      ],
      [
        'unpublish',
        'ArrowRight',
        { moderation_threshold: m, unpublish_threshold: u + THRESHOLD_STEP },
      ],
    ];
    for (const [handle, key, next] of steps) {
      const valid =
        next.moderation_threshold >= 0 &&
        next.unpublish_threshold <= 100 &&
        next.moderation_threshold <= next.unpublish_threshold;
      const counts = whatIfCounts(category.buckets, next).would;
      if (valid && !move && !sameCounts(counts, now)) {
        move = { name, handle, key, now, next: counts, actual };
      }
    }
  }
  if (!move) throw new Error('no threshold step moves any of the last 30 days’ items');
  const { name, handle, key } = move;
  const group = card.getByRole('group', { name, exact: true });
  await expect(group).toContainText(`${W.wouldLabel} ${countsText(move.now)}`);
  await expect(group).toContainText(`${W.actualLabel} ${countsText(move.actual)}`);

  await test.step('the counts follow the handle while its save is held', async () => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let saved = false;
    await page.route('**/api/domain-scanner-settings/*', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    page.on('response', (response) => {
      if (
        response.request().method() === 'POST' &&
        response.url().includes('/domain-scanner-settings/')
      ) {
        saved = true;
      }
    });
    const slider = group.getByRole('slider', { name: `${name}: ${handle} threshold` });
    await slider.focus();
    await page.keyboard.press(key);
    await expect(group).toContainText(`${W.wouldLabel} ${countsText(move.next)}`);
    await expect(group).toContainText(`${W.actualLabel} ${countsText(move.actual)}`);
    expect(saved, 'the save has not been answered yet').toBe(false);
    await group.screenshot({ path: path.join(SCREENSHOT_DIR, 'streams-what-if-moved-light.png') });
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().includes('/domain-scanner-settings/'),
    );
    release();
    expect((await answered).status()).toBe(200);
    await page.unroute('**/api/domain-scanner-settings/*');
  });

  await test.step('light and dark, then the threshold put back', async () => {
    await saveSettingsScreenshot(page, 'streams-what-if-light');
    await saveDarkScreenshot(page, 'streams-what-if-dark');
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().includes('/domain-scanner-settings/'),
    );
    await group.getByRole('slider', { name: `${name}: ${handle} threshold` }).focus();
    await page.keyboard.press(key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft');
    expect((await answered).status()).toBe(200);
    await expect(group).toContainText(`${W.wouldLabel} ${countsText(move.now)}`);
  });
});
