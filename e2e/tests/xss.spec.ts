import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  APPEALS_SCREEN_TEXTS as APPEALS,
  AUTHOR_HISTORY_TEXTS,
  DOMAIN_TAB_LABELS,
  MODERATION_SCREEN_TEXTS as TEXTS,
  NAV_LABELS,
  ROLES,
  SETTINGS_TAB_LABELS,
} from '@vigil/contract';
import { createVigilClient } from '@vigil/plugin-sdk';
import { consoleApi, expectJson, type ConsoleApi } from '../support/console-api';
import { DEMO_ADMIN, DEMO_MODERATOR, signIn } from '../support/demo-users';
import { watchPage, type PageWatch } from '../support/page-watch';
import { saveScreenshot } from '../support/screenshot';

/**
 * Issue 17: script payloads in every text a plugin or a console user can set, rendered on every
 * screen that shows them, as administrator and as moderator. Nothing may run: each payload
 * pushes its field's name onto a page-level flag or opens an alert (caught by a dialog
 * handler); the page may hold no element the payloads would create, no `javascript:` link,
 * and see no Content Security Policy violation (which a payload reaching the DOM would cause).
 * Each payload is also checked to be on screen as text, so the screens were really drawn.
 */
const stamp = Date.now();
const FLAG = '__vigilXss';
const DOMAIN = `xss-${stamp}.e2e.test`;
const MODERATE_WORD = `xssreview${stamp}`;
const UNPUBLISH_WORD = `xssremove${stamp}`;

const mark = (field: string) => `(window.${FLAG}=window.${FLAG}||[]).push('${field}')`;
/** A readable name, then markup that runs `mark(field)` if it is ever parsed as HTML. */
const payload = (field: string, name: string) =>
  `${name} <img src=x onerror="${mark(field)}"><svg onload="${mark(field)}">`;
/** For fields of 80 characters or fewer: an alert, which the dialog handler would catch. */
const shortPayload = (field: string, name: string) =>
  `${name}<img src=x onerror=alert('${field}')>`;
const longPayload = (field: string, name: string) =>
  `${payload(field, name)}<script>${mark(field)}</script>"><iframe src="javascript:${mark(field)}"></iframe><a href="javascript:alert('${field}')">${field}</a>{{constructor.constructor('alert(1)')()}}`;

const AUTHOR = payload('author', `Mallory${stamp}`);
const TEXTS_SET = {
  author: AUTHOR,
  content: longPayload('content', `${MODERATE_WORD} comment`),
  removed: longPayload('removed-content', `${UNPUBLISH_WORD} comment`),
  appeal: longPayload('appeal', 'Please look again'),
  description: payload('description', 'Domain notes'),
  rule: payload('rule', 'Trusted'),
  group: shortPayload('group', `Shift${stamp}`),
  userName: payload('user', `Invited${stamp}`),
  cmsName: shortPayload('cms', 'CMS'),
};

/** The traces a payload would leave if it were parsed as HTML or followed as a link. */
async function expectNothingRan(page: Page, seen: PageWatch, where: string): Promise<void> {
  const traces = await page.evaluate(
    (flag) => ({
      ran: (window as unknown as Record<string, unknown>)[flag] ?? null,
      handlers: document.querySelectorAll('[onerror], [onload]').length,
      scripts: [...document.querySelectorAll('script')].filter((s) => s.textContent?.includes(flag))
        .length,
      frames: document.querySelectorAll('iframe[src^="javascript:"]').length,
      links: document.querySelectorAll('a[href^="javascript:"]').length,
    }),
    FLAG,
  );
  expect(traces, where).toEqual({ ran: null, handlers: 0, scripts: 0, frames: 0, links: 0 });
  expect(seen.dialogs, where).toEqual([]);
  expect(seen.violations, where).toEqual([]);
}

async function openScreen(page: Page, name: string): Promise<void> {
  const link = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The moderation screen with the queue narrowed to this run's domain, and its card. */
async function openCard(page: Page) {
  await openScreen(page, NAV_LABELS.moderation);
  await page
    .getByRole('combobox', { name: TEXTS.domainFilterLabel, exact: true })
    .selectOption(DOMAIN);
  // The author has two items here; the one waiting for review.
  const card = page
    .getByRole('article', { name: TEXTS.cardLabel(AUTHOR, DOMAIN), exact: true })
    .filter({ hasText: MODERATE_WORD });
  await expect(card).toBeVisible({ timeout: 20_000 });
  return card;
}

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = await watchPage(page);
  await signIn(page, email);
  return { context, page, seen };
}

/** Sets every console text, makes the domain and submits the items through the plugin API. */
async function seed(admin: ConsoleApi, baseURL: string): Promise<void> {
  const domain = (await expectJson(
    await admin.post('/domains', { name: DOMAIN, description: TEXTS_SET.description }),
    201,
  )) as { data: { id: string } };
  const domainId = String(domain.data.id);
  for (const rule of [
    { kind: 'block', pattern: MODERATE_WORD, action: 'MODERATE' },
    { kind: 'block', pattern: UNPUBLISH_WORD, action: 'AUTO_UNPUBLISHED' },
    { kind: 'trust', pattern: TEXTS_SET.rule },
  ]) {
    await expectJson(await admin.post(`/domains/${domainId}/rules`, rule), 201);
  }
  await expectJson(await admin.post('/moderation-groups', { name: TEXTS_SET.group }), 201);
  await expectJson(
    await admin.post('/users', {
      name: TEXTS_SET.userName,
      email: `xss-${stamp}@demo.test`,
      role_id: ROLES.viewer,
    }),
    201,
  );
  const key = (await expectJson(await admin.post(`/domains/${domainId}/key`), 201)) as {
    access_key: string;
    secret_key: string;
  };
  const plugin = createVigilClient({
    baseUrl: baseURL,
    accessKey: key.access_key,
    secretKey: key.secret_key,
  });
  await plugin.connect({
    cms_name: TEXTS_SET.cmsName,
    cms_version: '1.0',
    plugin_version: '1.0',
    // Nothing listens here: the callbacks are retried, which this spec does not look at.
    callback_url: 'http://127.0.0.1:9/vigil-callback',
  });
  const item = (id: string, content: string) => ({
    cms_meta: {
      id,
      type: shortPayload('cms-type', 'comment'),
      url: `javascript:${mark('cms-url')}`,
      title: payload('cms-title', 'Post'),
    },
    username: AUTHOR,
    content_type: 'text' as const,
    content,
    scheme: 'https' as const,
    domain: DOMAIN,
  });
  await plugin.submit(item(`review-${stamp}`, TEXTS_SET.content));
  const removed = await plugin.submit(item(`removed-${stamp}`, TEXTS_SET.removed));
  // The scan runs in a job: the appeal is refused until the item is unpublished. A signature
  // is good once, and two identical asks in one second sign alike: a second apart.
  await expect
    .poll(async () => (await plugin.status(String(removed.id))).status, {
      timeout: 20_000,
      intervals: [1_100],
    })
    .toBe('AUTO_UNPUBLISHED');
  await plugin.appeal(String(removed.id), TEXTS_SET.appeal);
}

test('script in every settable text runs on no screen, for an administrator or a moderator', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await signedInPage(browser, DEMO_ADMIN.email);
  try {
    await seed(await consoleApi(admin.page), baseURL ?? '');
    const { page, seen } = admin;

    await test.step('the administrator’s moderation queue, details, history and appeals', async () => {
      const card = await openCard(page);
      await card.getByRole('button', { name: TEXTS.detailsLabel(AUTHOR) }).click();
      // The content as the card shows it: text, whatever markup the item held.
      await expect(card).toContainText(`${MODERATE_WORD} comment`);
      await saveScreenshot(page, 'xss-queue-card');
      await expectNothingRan(page, seen, 'queue card, details');
      await card.getByRole('button', { name: AUTHOR_HISTORY_TEXTS.openLabel(AUTHOR) }).click();
      const history = page.getByRole('dialog');
      await expect(history).toContainText(AUTHOR);
      await expectNothingRan(page, seen, 'author history');
      await page.keyboard.press('Escape');
      await page.getByText(/^Appeals( \(\d+\))?$/).click();
      const appeal = page
        .getByRole('list', { name: APPEALS.listLabel })
        .getByRole('article', { name: APPEALS.cardLabel(AUTHOR, DOMAIN), exact: true });
      await expect(appeal).toContainText(TEXTS_SET.appeal, { timeout: 20_000 });
      await expectNothingRan(page, seen, 'appeals');
    });

    await test.step('the domain list and its management tabs', async () => {
      await openScreen(page, NAV_LABELS.domains);
      await expect(page.getByText(TEXTS_SET.description)).toBeVisible();
      await page.getByRole('link', { name: `Manage ${DOMAIN}` }).click();
      await expect(page.getByText(TEXTS_SET.rule)).toBeVisible();
      await expectNothingRan(page, seen, 'domain rules');
      await page.getByRole('tab', { name: DOMAIN_TAB_LABELS.plugins }).click();
      await expect(page.getByRole('tabpanel')).toContainText(TEXTS_SET.cmsName);
      await expectNothingRan(page, seen, 'domain plugins');
    });

    await test.step('settings: users and moderation groups', async () => {
      await openScreen(page, NAV_LABELS.settings);
      await page.getByRole('tab', { name: SETTINGS_TAB_LABELS.users }).click();
      await expect(page.getByText(TEXTS_SET.userName).first()).toBeVisible();
      await expect(page.getByText(TEXTS_SET.group).first()).toBeVisible();
      await expectNothingRan(page, seen, 'settings users and groups');
    });

    await test.step('dashboard, streams, analytics and reports', async () => {
      for (const name of [
        NAV_LABELS.dashboard,
        NAV_LABELS.streams,
        NAV_LABELS.analytics,
        NAV_LABELS.transparency,
      ]) {
        await openScreen(page, name);
        await page.waitForLoadState('networkidle');
        await expectNothingRan(page, seen, name);
      }
    });
  } finally {
    await admin.context.close();
  }

  const moderator = await signedInPage(browser, DEMO_MODERATOR.email);
  try {
    const { page, seen } = moderator;
    await test.step('the moderator’s queue, details, history and appeals', async () => {
      const card = await openCard(page);
      await card.getByRole('button', { name: TEXTS.detailsLabel(AUTHOR) }).click();
      await expect(card).toContainText(`${MODERATE_WORD} comment`);
      await card.getByRole('button', { name: AUTHOR_HISTORY_TEXTS.openLabel(AUTHOR) }).click();
      await expect(page.getByRole('dialog')).toContainText(AUTHOR);
      await page.keyboard.press('Escape');
      await page.getByText(/^Appeals( \(\d+\))?$/).click();
      await expect(
        page
          .getByRole('list', { name: APPEALS.listLabel })
          .getByRole('article', { name: APPEALS.cardLabel(AUTHOR, DOMAIN), exact: true }),
      ).toContainText(TEXTS_SET.appeal, { timeout: 20_000 });
      await expectNothingRan(page, seen, 'moderator: moderation');
    });
    await test.step('the moderator’s dashboard and streams', async () => {
      for (const name of [NAV_LABELS.dashboard, NAV_LABELS.streams]) {
        await openScreen(page, name);
        await page.waitForLoadState('networkidle');
        await expectNothingRan(page, seen, `moderator: ${name}`);
      }
    });
  } finally {
    await moderator.context.close();
  }
});
