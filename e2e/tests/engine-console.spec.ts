import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_PREFIX,
  MESSAGES,
  PLUGIN_ENDPOINTS,
  PLUGIN_HEADERS,
  pluginSigningString,
} from '@vigil/contract';
import { DEMO_ADMIN, signIn } from '../support/demo-users';
import { saveDarkScreenshot, saveSettingsScreenshot } from '../support/settings';

// Decisions 0080–0094, the console's side: a block rule added to a demo domain and deleted again, the
// Plugins tab with a plugin that really connected through the signed plugin API, and the
// Developers page's guide and reference. The rule is this run's own (a unique pattern).
const DEMO_DOMAIN = 'blog.demo.test';
const PATTERN = `e2e blocked phrase ${Date.now()}`;
const CMS_NAME = `E2E CMS ${Date.now()}`;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The blog's key pair: the demo server writes it for the demo site (decision 0089). */
function demoSiteKeys(): { accessKey: string; secretKey: string } {
  const dataDir = process.env.VIGIL_E2E_DATA_DIR;
  if (!dataDir) throw new Error('VIGIL_E2E_DATA_DIR is not set (see playwright.config.ts)');
  const keys: unknown = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-site.json'), 'utf8'));
  if (
    typeof keys !== 'object' ||
    keys === null ||
    !('accessKey' in keys) ||
    !('secretKey' in keys) ||
    typeof keys.accessKey !== 'string' ||
    typeof keys.secretKey !== 'string'
  ) {
    throw new Error('demo-site.json holds no key pair');
  }
  return { accessKey: keys.accessKey, secretKey: keys.secretKey };
}

/** POST /connect signed as the guide says, so the Plugins tab has a real row. */
async function connectPlugin(request: APIRequestContext): Promise<void> {
  const { accessKey, secretKey } = demoSiteKeys();
  const pathname = `${API_PREFIX}/plugin/v1/connect`;
  const rawBody = JSON.stringify({
    cms_name: CMS_NAME,
    cms_version: '6.7',
    plugin_version: '1.0.0',
    callback_url: 'https://blog.demo.test/vigil/callback',
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', secretKey)
    .update(pluginSigningString(timestamp, 'POST', pathname, rawBody))
    .digest('hex');
  const response = await request.post(pathname, {
    data: rawBody,
    headers: {
      'Content-Type': 'application/json',
      [PLUGIN_HEADERS.accessKey]: accessKey,
      [PLUGIN_HEADERS.timestamp]: String(timestamp),
      [PLUGIN_HEADERS.signature]: signature,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function openDemoDomain(page: Page): Promise<void> {
  await nav(page).getByRole('link', { name: 'Domains', exact: true }).click();
  await page.getByRole('article', { name: DEMO_DOMAIN, exact: true }).click();
  await expect(page.getByRole('heading', { name: DEMO_DOMAIN, level: 1 })).toBeVisible();
}

test('an administrator adds a block rule to a demo domain, sees it listed, and deletes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_ADMIN.email);
  await openDemoDomain(page);
  const rules = page.getByRole('tabpanel', { name: 'Rules' });

  await test.step("no rules yet: 'Coming soon...' with Add rule beside it", async () => {
    await expect(rules.getByText(MESSAGES.comingSoon)).toBeVisible();
    await saveSettingsScreenshot(page, 'engine-rules-empty-light');
  });

  await test.step('the Add rule dialog refuses an empty pattern', async () => {
    await rules.getByRole('button', { name: 'Add rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add rule' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(
      dialog.getByLabel('Words or pattern', { exact: true }),
    ).toHaveAccessibleDescription(new RegExp(`^${MESSAGES.required('Words or pattern')}`));
    await expect(page.getByText(MESSAGES.formInvalid)).toBeVisible();
  });

  await test.step('a block rule that unpublishes is added and listed', async () => {
    const dialog = page.getByRole('dialog', { name: 'Add rule' });
    await dialog.getByLabel('Words or pattern', { exact: true }).fill(PATTERN);
    await dialog.getByRole('radio', { name: 'Unpublish automatically' }).check();
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Rule added.')).toBeVisible();
    const row = rules.getByRole('row').filter({ hasText: PATTERN });
    await expect(row).toContainText('Block list');
    await expect(row).toContainText('Unpublish automatically');
  });

  await test.step('an invalid regular expression is refused under the field', async () => {
    await rules.getByRole('button', { name: 'Add rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add rule' });
    await dialog.getByLabel('Words or pattern', { exact: true }).fill('/(unclosed/');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(
      dialog.getByLabel('Words or pattern', { exact: true }),
    ).toHaveAccessibleDescription(/^This regular expression is not valid/);
    await saveSettingsScreenshot(page, 'engine-rules-dialog-light');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await saveSettingsScreenshot(page, 'engine-rules-tab-light');
    await saveDarkScreenshot(page, 'engine-rules-tab-dark');
  });

  await test.step('the rule is deleted after the confirmation', async () => {
    await rules.getByRole('button', { name: `Delete rule ${PATTERN}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this rule?' });
    await expect(confirm).toContainText(PATTERN);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Rule deleted.')).toBeVisible();
    await expect(rules.getByRole('row').filter({ hasText: PATTERN })).toHaveCount(0);
  });
});

test('a plugin that connects with the domain’s keys shows on the Plugins tab', async ({
  page,
  request,
}) => {
  await connectPlugin(request);
  await signIn(page, DEMO_ADMIN.email);
  await openDemoDomain(page);
  await page.getByRole('tab', { name: 'Plugins' }).click();
  await expect(page).toHaveURL(/tab=plugins/);
  const row = page
    .getByRole('table', { name: 'Connected plugins' })
    .getByRole('row')
    .filter({ hasText: CMS_NAME });
  await expect(row).toContainText('6.7');
  await expect(row).toContainText('1.0.0');
  await expect(
    page.getByRole('columnheader', { name: 'Failed (7 days)', exact: true }),
  ).toBeVisible();
  await saveSettingsScreenshot(page, 'engine-plugins-tab-light');
  await saveDarkScreenshot(page, 'engine-plugins-tab-dark');
});

test('Developers shows the plugin guide and the API reference from the OpenAPI document', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email);
  await nav(page).getByRole('link', { name: 'Developers' }).click();
  await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible();

  await test.step('the guide: signing, limits, callbacks, errors', async () => {
    const signing = page.getByRole('region', { name: 'Signing requests' });
    await expect(signing).toContainText('{timestamp}\\n{METHOD}\\n{path with query}\\n{raw body}');
    await expect(
      signing.getByRole('figure', { name: 'Signing a request in Node.js' }),
    ).toContainText(`fetch('${new URL(page.url()).origin}'`);
    await expect(page.getByRole('region', { name: 'Errors' }).getByRole('table')).toContainText(
      '415',
    );
    await saveSettingsScreenshot(page, 'engine-developers-guide-light');
    await saveDarkScreenshot(page, 'engine-developers-guide-dark');
  });

  await test.step('the reference: the plugin API with its schemas', async () => {
    await page.getByRole('tab', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/tab=reference/);
    const plugin = page.getByRole('region', { name: 'Plugin API' });
    // One entry per plugin call: connect, submit, status and the appeal (decision 0185).
    await expect(plugin.getByRole('button')).toHaveCount(PLUGIN_ENDPOINTS.length);
    await plugin.getByRole('button', { name: /POST\s*\/api\/plugin\/v1\/content(?!\/)/ }).click();
    const body = plugin.getByRole('figure', { name: 'Request body (application/json)' });
    await expect(body).toContainText('"content_type"');
    await expect(
      plugin.getByRole('figure', { name: 'Response 202 (application/json)' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Console API' })).toContainText(
      '/api/domains/{id}/rules',
    );
    await saveSettingsScreenshot(page, 'engine-developers-reference-light');
    await saveDarkScreenshot(page, 'engine-developers-reference-dark');
  });

  await test.step('Download OpenAPI serves the document', async () => {
    const href = await page.getByRole('link', { name: 'Download OpenAPI' }).getAttribute('href');
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    const document: unknown = await response.json();
    expect(document).toMatchObject({ openapi: '3.1.0' });
  });
});

test('Settings › Account shows the external engine card without any key', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email);
  await page.goto('/settings?tab=account');
  const card = page.getByRole('region', { name: 'External moderation engine' });
  await expect(card.getByLabel('API key', { exact: true })).toHaveValue('');
  await expect(card.getByRole('checkbox', { name: 'Audio' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Audio' })).toBeDisabled();
  await card.scrollIntoViewIfNeeded();
  await saveSettingsScreenshot(page, 'engine-settings-card-light');
});
