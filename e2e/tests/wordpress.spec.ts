import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  MODERATION_SCREEN_TEXTS as TEXTS,
  MODERATION_STATUS_LABELS,
  REPORT_POLL_INTERVAL_MS,
  ZCreateDomainResponseSchema,
  ZDomainKeySchema,
} from '@vigil/contract';
import { consoleApi, expectJson } from '../support/console-api';
import { DEMO_ADMIN, signIn } from '../support/demo-users';
import { saveScreenshot } from '../support/screenshot';
import { WORDPRESS_HOST, WORDPRESS_URL, installedWordPressVersion } from '../support/wordpress';

// Decision 0183: the Vigil Moderation plugin in Debian's WordPress, installed through
// WordPress's own installer, connected with a domain made for this run; then, in Chromium, a
// visitor's profane comment reaches the queue and a moderator's unpublish takes it off the
// post while a clean one stays; in "hold until cleared" mode a clean comment appears only once
// Vigil's decision clears it, and one Vigil queues appears once a moderator approves it. Then: a comment made while Vigil is out of reach waits in the
// retry queue and arrives when WP-Cron sends it again; an edited comment is scanned anew; a
// published post goes to Vigil when the owner asks for posts too. Last, the plugin is read for
// WordPress functions newer than the oldest version its readme claims.
const stamp = Date.now();
const ADMIN = { login: 'admin', password: `Vigil-e2e-${stamp}-Pw!`, email: 'admin@wp.vigil.test' };
const PROFANE = { author: `WP reader ${stamp}`, body: `This bread recipe is shit. Ref ${stamp}` };
const CLEAN = { author: `WP baker ${stamp}`, body: `Lovely crumb on that loaf, ref ${stamp}.` };
const HELD = { author: `WP guest ${stamp}`, body: `Thanks for the recipe, ref ${stamp}.` };
const DOUBTFUL = {
  author: `WP critic ${stamp}`,
  body: `Honestly this crust is shit, ref ${stamp}.`,
};
const OFFLINE = { author: `WP night owl ${stamp}`, body: `What a shit oven, ref ${stamp}.` };
const EDITED = `Second thoughts: this loaf is shit. Ref ${stamp}`;
const POST = {
  title: `Bake sale notes ${stamp}`,
  body: `Whoever baked the rye is a fucking idiot. Ref ${stamp}`,
};
/** A port nothing listens on: Vigil "down". */
const UNREACHABLE_URL = 'http://127.0.0.1:9';
const POST_PATH = '/?p=1';
const ARRIVAL_TIMEOUT_MS = 3 * REPORT_POLL_INTERVAL_MS;

test.describe.configure({ mode: 'serial' });

let wpAdmin: Page;
let domainId: string;
let cleanId: string;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: WORDPRESS_URL });
  wpAdmin = await context.newPage();
});

test.afterAll(async () => {
  await wpAdmin.context().close();
});

let visitors = 0;

/**
 * A visitor of the WordPress site, not signed in, in a browser context of their own. Each has
 * an address of its own (documentation range, sent as X-Forwarded-For to the test server's
 * router), or WordPress would refuse a second comment within 15 s as a flood.
 */
async function visitor(browser: Browser): Promise<Page> {
  visitors += 1;
  const context = await browser.newContext({
    baseURL: WORDPRESS_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${visitors}` },
  });
  return context.newPage();
}

/** Comments on the first post through the theme's form; answers the comment's id. */
async function postComment(page: Page, author: string, body: string): Promise<string> {
  await page.goto(POST_PATH);
  // The theme's form fields, by WordPress's ids (their labels also end in a required mark).
  // WordPress's flood check matches the address or the email, so each visitor has their own.
  await page.locator('#comment').fill(body);
  await page.locator('#author').fill(author);
  await page.locator('#email').fill(`reader-${visitors}-${stamp}@readers.example`);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page).toHaveURL(/#comment-\d+$/);
  return new URL(page.url()).hash.replace('#comment-', '');
}

/** Whether a reader who never commented sees the comment on the post. */
async function shownToReaders(browser: Browser, commentId: string): Promise<boolean> {
  const reader = await visitor(browser);
  try {
    await reader.goto(POST_PATH);
    return (await reader.locator(`#comment-${commentId}`).count()) > 0;
  } finally {
    await reader.context().close();
  }
}

/** The moderation queue's card of an author's content from the WordPress site. */
async function queueCard(page: Page, author: string) {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Moderation' })
    .click();
  // The console moves to the screen once its code is loaded: a reload before that would
  // reload the dashboard, where no card ever comes.
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  return page.getByRole('article', {
    // Vigil files the content under the host WordPress is published on, with its port.
    name: TEXTS.cardLabel(author, new URL(WORDPRESS_URL).host),
    exact: true,
  });
}

const DECISIONS = {
  unpublish: {
    label: TEXTS.unpublish,
    confirmTitle: TEXTS.unpublishConfirmTitle,
    status: MODERATION_STATUS_LABELS.MANUALLY_UNPUBLISHED,
  },
  approve: {
    label: TEXTS.approve,
    confirmTitle: TEXTS.approveConfirmTitle,
    status: MODERATION_STATUS_LABELS.MANUALLY_IGNORED,
  },
} as const;

/** A moderator's decision on a card, confirmed in its dialog; waits for the card's new status. */
async function decide(
  page: Page,
  card: Locator,
  author: string,
  decision: keyof typeof DECISIONS,
): Promise<void> {
  const { label, confirmTitle, status } = DECISIONS[decision];
  await card.getByRole('button', { name: TEXTS.actionLabel(label, author), exact: true }).click();
  await page
    .getByRole('dialog', { name: confirmTitle })
    .getByRole('button', { name: label, exact: true })
    .click();
  await expect(card.getByText(status, { exact: true })).toBeVisible();
}

/** Waits until a reader sees the comment on the post, or no longer sees it. */
async function expectShownToReaders(
  browser: Browser,
  commentId: string,
  shown: boolean,
  message: string,
): Promise<void> {
  await expect
    .poll(() => shownToReaders(browser, commentId), { message, timeout: 30_000 })
    .toBe(shown);
}

/** The content of an author's card, through Preview and its warning, as a moderator reads it. */
async function previewedContent(page: Page, author: string): Promise<string> {
  const card = await queueCard(page, author);
  await card
    .getByRole('button', { name: TEXTS.actionLabel(TEXTS.preview, author), exact: true })
    .click();
  await page
    .getByRole('dialog', { name: TEXTS.previewWarningTitle })
    .getByRole('button', { name: TEXTS.showContent })
    .click();
  const preview = page.getByRole('dialog', { name: TEXTS.previewTitle(author) });
  await expect(preview).toBeVisible();
  const text = await preview.innerText();
  await preview.getByRole('button', { name: TEXTS.close, exact: true }).click();
  return text;
}

/** Runs WP-Cron's due events, as a site's own scheduler would (the run disables WP-Cron). */
async function runWpCron(): Promise<void> {
  // WordPress's own due events run first, in the same request.
  const answer = await wpAdmin.request.get('/wp-cron.php', { timeout: 60_000 });
  expect(answer.status()).toBe(200);
}

async function setVigilUrl(url: string) {
  await wpAdmin.goto('/wp-admin/options-general.php?page=vigil-moderation');
  await wpAdmin.getByLabel('Vigil URL').fill(url);
  await wpAdmin.getByRole('button', { name: 'Save settings' }).click();
  await expect(wpAdmin.getByText('Settings saved.')).toBeVisible();
}

async function saveVigilSettings(mode: RegExp, keys?: { access: string; secret: string }) {
  await wpAdmin.goto('/wp-admin/options-general.php?page=vigil-moderation');
  if (keys) {
    await wpAdmin.getByLabel('Vigil URL').fill(test.info().project.use.baseURL ?? '');
    await wpAdmin.getByLabel('Access key').fill(keys.access);
    await wpAdmin.getByLabel('Secret key').fill(keys.secret);
  }
  await wpAdmin.getByLabel(mode).check();
  await wpAdmin.getByRole('button', { name: 'Save settings' }).click();
  await expect(wpAdmin.getByText('Settings saved.')).toBeVisible();
}

test('WordPress installs through its installer and the plugin connects to Vigil', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const version = installedWordPressVersion();

  await test.step('WordPress’s installer', async () => {
    await wpAdmin.goto('/wp-admin/install.php');
    const language = wpAdmin.getByRole('button', { name: 'Continue' });
    if (await language.isVisible()) await language.click();
    await wpAdmin.locator('#weblog_title').fill('Vigil on WordPress');
    await wpAdmin.locator('#user_login').fill(ADMIN.login);
    await wpAdmin.locator('#pass1').fill(ADMIN.password);
    await wpAdmin.locator('#admin_email').fill(ADMIN.email);
    await wpAdmin.getByRole('button', { name: 'Install WordPress' }).click();
    await expect(wpAdmin.getByRole('heading', { name: 'Success!' })).toBeVisible({
      timeout: 60_000,
    });
    await wpAdmin.goto('/wp-login.php');
    await wpAdmin.locator('#user_login').fill(ADMIN.login);
    await wpAdmin.locator('#user_pass').fill(ADMIN.password);
    await wpAdmin.locator('#wp-submit').click();
    await expect(wpAdmin).toHaveURL(/\/wp-admin\/?$/);
  });

  await test.step('visitors’ comments appear at once (WordPress’s own setting)', async () => {
    await wpAdmin.goto('/wp-admin/options-discussion.php');
    await wpAdmin.locator('#comment_previously_approved').uncheck();
    await wpAdmin.locator('#comment_moderation').uncheck();
    await wpAdmin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(wpAdmin.getByText('Settings saved.')).toBeVisible();
  });

  await test.step('the plugin is activated', async () => {
    await wpAdmin.goto('/wp-admin/plugins.php');
    await wpAdmin.getByRole('link', { name: 'Activate Vigil Moderation' }).click();
    await expect(wpAdmin.getByText('Plugin activated.')).toBeVisible();
  });

  const keys = await test.step('a domain for the site in the console, with its keys', async () => {
    await signIn(page, DEMO_ADMIN.email);
    const api = await consoleApi(page);
    const domain = ZCreateDomainResponseSchema.parse(
      await expectJson(
        await api.post('/domains', { name: WORDPRESS_HOST, description: 'WordPress e2e site' }),
        201,
      ),
    ).data;
    domainId = String(domain.id);
    const key = ZDomainKeySchema.parse(
      await expectJson(await api.post(`/domains/${domainId}/key`), 201),
    );
    return { access: key.access_key, secret: key.secret_key };
  });

  await test.step('Settings › Vigil: keys saved, the secret never shown again', async () => {
    await saveVigilSettings(/Publish, then remove/, keys);
    await expect(wpAdmin.getByLabel('Secret key')).toHaveValue('');
    await expect(wpAdmin.getByText('A secret key is saved.')).toBeVisible();
    expect(await wpAdmin.content()).not.toContain(keys.secret);
    await wpAdmin.getByRole('button', { name: 'Test connection' }).click();
    await expect(wpAdmin.locator('#vigil-connection-result')).toContainText(
      `Connected: Vigil knows this site as ${WORDPRESS_HOST}`,
    );
    await saveScreenshot(wpAdmin, 'wordpress-settings');
  });

  await test.step('the Plugins tab shows WordPress and its real version', async () => {
    await page.goto(`/domains/manage?id=${domainId}`);
    await page.getByRole('tab', { name: 'Plugins' }).click();
    const plugins = page.getByRole('table', { name: 'Connected plugins' });
    await expect(plugins).toContainText('WordPress');
    await expect(plugins).toContainText(`Version ${version}`);
    await expect(plugins).toContainText('1.1.1');
  });
});

test('publish, then remove: the profane comment is unpublished from the post, the clean one stays', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const first = await visitor(browser);
  const profaneId = await postComment(first, PROFANE.author, PROFANE.body);
  await first.context().close();
  const second = await visitor(browser);
  cleanId = await postComment(second, CLEAN.author, CLEAN.body);
  await second.context().close();
  expect(await shownToReaders(browser, profaneId)).toBe(true);
  expect(await shownToReaders(browser, cleanId)).toBe(true);

  const post = await visitor(browser);
  await post.goto(POST_PATH);
  await expect(post.locator(`#comment-${profaneId}`)).toContainText(PROFANE.body);
  await saveScreenshot(post, 'wordpress-post-before-unpublish');

  await signIn(page, DEMO_ADMIN.email);
  const card = await queueCard(page, PROFANE.author);
  await expect(card).toBeVisible({ timeout: ARRIVAL_TIMEOUT_MS });
  await expect(card.getByText(MODERATION_STATUS_LABELS.MODERATE, { exact: true })).toBeVisible({
    timeout: ARRIVAL_TIMEOUT_MS,
  });

  await decide(page, card, PROFANE.author, 'unpublish');
  await expectShownToReaders(browser, profaneId, false, 'the unpublished comment leaves the post');
  expect(await shownToReaders(browser, cleanId)).toBe(true);
  await post.goto(POST_PATH);
  await expect(post.locator(`#comment-${cleanId}`)).toContainText(CLEAN.body);
  await saveScreenshot(post, 'wordpress-post-after-unpublish');
  await post.context().close();

  await test.step('the Comments list shows Vigil’s status', async () => {
    await wpAdmin.goto('/wp-admin/edit-comments.php?comment_status=moderated');
    await expect(wpAdmin.locator(`#comment-${profaneId}`)).toContainText('Manually unpublished');
  });
});

test('hold until cleared: a clean comment appears only once Vigil clears it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await saveVigilSettings(/Hold until cleared/);

  const guest = await visitor(browser);
  const heldId = await postComment(guest, HELD.author, HELD.body);
  // WordPress sends its author back with `unapproved=` only for a comment left pending.
  expect(new URL(guest.url()).searchParams.get('unapproved')).toBe(heldId);
  await guest.context().close();

  // Vigil scans within a second or two and sends its decision; until then the comment waits.
  await expectShownToReaders(browser, heldId, true, 'the cleared comment appears on the post');
  await wpAdmin.goto('/wp-admin/edit-comments.php');
  await expect(wpAdmin.locator(`#comment-${heldId}`)).toContainText('Clean');
});

test('hold until cleared: a comment Vigil queues waits, and a moderator’s approval brings it to the post', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await saveVigilSettings(/Hold until cleared/);
  const critic = await visitor(browser);
  const doubtfulId = await postComment(critic, DOUBTFUL.author, DOUBTFUL.body);
  await critic.context().close();

  await signIn(page, DEMO_ADMIN.email);
  const card = await queueCard(page, DOUBTFUL.author);
  await expect(card.getByText(MODERATION_STATUS_LABELS.MODERATE, { exact: true })).toBeVisible({
    timeout: ARRIVAL_TIMEOUT_MS,
  });
  // Queued for a moderator, not cleared: the comment still waits.
  expect(await shownToReaders(browser, doubtfulId)).toBe(false);

  await decide(page, card, DOUBTFUL.author, 'approve');
  await expectShownToReaders(browser, doubtfulId, true, 'the approved comment appears on the post');
  await wpAdmin.goto('/wp-admin/edit-comments.php');
  await expect(wpAdmin.locator(`#comment-${doubtfulId}`)).toContainText('Manually ignored');
});

test('Vigil out of reach: a comment waits in the retry queue and arrives when WP-Cron sends it again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await saveVigilSettings(/Publish, then remove/);
  await setVigilUrl(UNREACHABLE_URL);

  const owl = await visitor(browser);
  const offlineId = await postComment(owl, OFFLINE.author, OFFLINE.body);
  await owl.context().close();
  // Nothing is lost: the comment is on the post, and the plugin keeps it to send again.
  expect(await shownToReaders(browser, offlineId)).toBe(true);
  await wpAdmin.goto('/wp-admin/edit-comments.php');
  await expect(wpAdmin.locator(`#comment-${offlineId}`)).toContainText('Waiting to be sent');
  await wpAdmin.goto('/wp-admin/options-general.php?page=vigil-moderation');
  await expect(
    wpAdmin.getByText('1 submission is waiting to be sent again to Vigil.'),
  ).toBeVisible();

  await setVigilUrl(test.info().project.use.baseURL ?? '');
  await signIn(page, DEMO_ADMIN.email);
  const card = await queueCard(page, OFFLINE.author);
  // WP-Cron runs when the site's scheduler calls it; the retry is due a second after a failure.
  await expect(async () => {
    await runWpCron();
    await page.reload();
    await expect(card).toBeVisible({ timeout: 5_000 });
  }, 'the queued comment reaches Vigil').toPass({ timeout: ARRIVAL_TIMEOUT_MS + 30_000 });
  expect(await previewedContent(page, OFFLINE.author)).toContain(OFFLINE.body);
  await wpAdmin.goto('/wp-admin/edit-comments.php');
  await expect(wpAdmin.locator(`#comment-${offlineId}`)).not.toContainText('Waiting to be sent');
});

test('an edited comment is sent again and scanned anew', async ({ page }) => {
  test.setTimeout(120_000);
  await wpAdmin.goto(`/wp-admin/comment.php?action=editcomment&c=${cleanId}`);
  await wpAdmin.locator('#content').fill(EDITED);
  await wpAdmin.getByRole('button', { name: 'Update' }).click();
  await expect(wpAdmin).toHaveURL(/edit-comments\.php/);

  // The clean comment never reached the queue; its new, profane text does.
  await signIn(page, DEMO_ADMIN.email);
  const card = await queueCard(page, CLEAN.author);
  await expect(card).toBeVisible({ timeout: ARRIVAL_TIMEOUT_MS });
  await expect(card.getByText(MODERATION_STATUS_LABELS.MODERATE, { exact: true })).toBeVisible({
    timeout: ARRIVAL_TIMEOUT_MS,
  });
  expect(await previewedContent(page, CLEAN.author)).toContain(EDITED);
});

test('posts too: a published post goes to Vigil when the owner asks for it', async ({ page }) => {
  test.setTimeout(120_000);
  await wpAdmin.goto('/wp-admin/options-general.php?page=vigil-moderation');
  await wpAdmin.getByLabel('Send published posts and pages to Vigil too').check();
  await wpAdmin.getByRole('button', { name: 'Save settings' }).click();
  await expect(wpAdmin.getByText('Settings saved.')).toBeVisible();

  // Published through WordPress's own REST API from its editor, as the editor itself does.
  await wpAdmin.goto('/wp-admin/post-new.php');
  await wpAdmin.waitForFunction(
    () => 'wp' in window && 'apiFetch' in (window as { wp: object }).wp,
  );
  const author = await wpAdmin.evaluate(async ({ title, body }) => {
    const { apiFetch } = (
      window as unknown as {
        wp: { apiFetch: (request: object) => Promise<{ author: number }> };
      }
    ).wp;
    const post = await apiFetch({
      path: '/wp/v2/posts',
      method: 'POST',
      data: {
        title,
        content: `<!-- wp:paragraph --><p>${body}</p><!-- /wp:paragraph -->`,
        status: 'publish',
      },
    });
    const user = (await apiFetch({ path: `/wp/v2/users/${post.author}` })) as unknown as {
      name: string;
    };
    return user.name;
  }, POST);

  await signIn(page, DEMO_ADMIN.email);
  const card = await queueCard(page, author);
  await expect(card).toBeVisible({ timeout: ARRIVAL_TIMEOUT_MS });
  const content = await previewedContent(page, author);
  expect(content).toContain(POST.title);
  expect(content).toContain(POST.body);
});

test('the plugin calls no WordPress function newer than its readme’s “Requires at least”', () => {
  const plugin = new URL('../../integrations/wordpress/', import.meta.url);
  const readme = fs.readFileSync(new URL('vigil-moderation/readme.txt', plugin), 'utf8');
  const minimum = /^Requires at least: (\S+)$/m.exec(readme)?.[1];
  expect(minimum, 'the readme names the oldest WordPress it supports').toBeTruthy();
  // Each function's first @since in this WordPress's own doc comments (decision 0193).
  const run = spawnSync(
    'php',
    [
      fileURLToPath(new URL('tests/wordpress-since.php', plugin)),
      '/usr/share/wordpress',
      minimum ?? '',
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  const output = `${run.stdout}${run.stderr}`;
  expect(output, output).toMatch(/the plugin calls [1-9]\d* of them, 0 newer than/);
  expect(run.status, output).toBe(0);
});
