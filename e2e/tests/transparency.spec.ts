import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  NAV_LABELS,
  TRANSPARENCY_SCREEN_TEXTS as TEXTS,
  ZListTransparencyReportsResponseSchema,
  formatInteger,
  monthLabel,
  type TTransparencyReport,
} from '@vigil/contract';
import { consoleApi, expectJson } from '../support/console-api';
import { DEMO_ADMIN, DEMO_MODERATOR, signIn } from '../support/demo-users';
import { SCREENSHOT_DIR } from '../support/screenshot';
import { saveDarkScreenshot, saveSettingsScreenshot } from '../support/settings';

// Decision 0162: the demo tenant's transparency reports, made from its seeded year of history
// when the demo was created; each is downloaded as a person would, by its buttons.

test.describe.configure({ mode: 'serial' });

async function openReports(page: Page): Promise<TTransparencyReport[]> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: NAV_LABELS.transparency })
    .click();
  await expect(
    page.getByRole('heading', { name: NAV_LABELS.transparencyReports, level: 1 }),
  ).toBeVisible();
  const api = await consoleApi(page);
  const body = await expectJson(await api.get('/transparency-reports'), 200);
  return ZListTransparencyReportsResponseSchema.parse(body).data;
}

/** Clicks a report's download button and answers the saved file's bytes and name. */
async function downloadFrom(page: Page, name: string): Promise<{ bytes: Buffer; file: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const download = await downloading;
  const file = path.join(SCREENSHOT_DIR, '..', 'downloads', download.suggestedFilename());
  await download.saveAs(file);
  return { bytes: fs.readFileSync(file), file };
}

test('the demo tenant’s reports: listed, downloaded as CSV and PDF, light and dark', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_ADMIN.email);
  const reports = await openReports(page);
  const finals = reports.filter((report) => report.status === 'final');
  expect(finals.length, 'the demo history makes the past months’ reports').toBeGreaterThan(0);
  const latest = finals[0];
  if (!latest) throw new Error('no final report');
  const month = monthLabel(latest.month);
  const card = page.getByRole('article', { name: month });

  await test.step('each report shows its summary and the SHA-256 of its CSV', async () => {
    await expect(page.getByRole('article')).toHaveCount(reports.length);
    await expect(card.getByRole('group', { name: TEXTS.itemsReceived })).toContainText(
      formatInteger(latest.summary.items_received),
    );
    await expect(card.getByLabel(TEXTS.sha256, { exact: true })).toHaveText(latest.sha256);
    await expect(card.getByText(TEXTS.final, { exact: true })).toBeVisible();
  });

  await test.step('light and dark', async () => {
    await saveSettingsScreenshot(page, 'transparency-reports-light');
    await saveDarkScreenshot(page, 'transparency-reports-dark');
  });

  await test.step('the CSV is the file the list’s SHA-256 is of', async () => {
    const { bytes, file } = await downloadFrom(page, TEXTS.downloadLabel(TEXTS.downloadCsv, month));
    expect(path.basename(file)).toBe(`transparency-report-${latest.month}.csv`);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(latest.sha256);
    const csv = bytes.toString('utf8');
    expect(csv).toContain(`items_received,total,,,${latest.summary.items_received}\r\n`);
    expect(csv).toContain('report,tenant,,,Demo Publishing\r\n');
  });

  await test.step('the PDF shows the tenant, the month, the hash and the figures', async () => {
    const { file } = await downloadFrom(page, TEXTS.downloadLabel(TEXTS.downloadPdf, month));
    // Debian's poppler-utils (installed by .ci/run) read the PDF as a person's viewer would.
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Transparency report');
    expect(text).toContain('Demo Publishing');
    expect(text).toContain(month);
    expect(text).toContain(latest.sha256);
    expect(text).toMatch(
      new RegExp(`${TEXTS.itemsReceived}\\s+${formatInteger(latest.summary.items_received)}`),
    );
    expect(text).toMatch(
      new RegExp(`${TEXTS.autoUnpublished}\\s+${formatInteger(latest.summary.auto_unpublished)}`),
    );
    // Its first page as a picture, for people to look at.
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(SCREENSHOT_DIR, 'transparency-report-pdf-page-1'),
    ]);
  });

  await test.step('an administrator generates this month so far', async () => {
    await page.getByRole('button', { name: TEXTS.generate }).click();
    await expect(page.getByText(TEXTS.generated)).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first.getByText(TEXTS.partial, { exact: true })).toBeVisible();
    await expect(first.getByRole('heading')).toHaveText(
      monthLabel(new Date().toISOString().slice(0, 7)),
    );
  });
});

test('a moderator reads the reports but cannot generate one', async ({ page }) => {
  await signIn(page, DEMO_MODERATOR.email);
  const reports = await openReports(page);
  await expect(page.getByRole('article')).toHaveCount(reports.length);
  await expect(page.getByRole('button', { name: TEXTS.generate })).toHaveCount(0);
});
