import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@vigil/contract';
import { DEMO_ADMIN, signIn } from '../support/demo-users';
import { saveDarkScreenshot, saveSettingsScreenshot } from '../support/settings';

// Decisions 0070–0077, "Done means": add a domain (each validation message tried first), search it, edit
// its description, disable and enable it, create and regenerate its key, delete it. The
// domain is this test's own (a unique name) and is deleted at the end; any other domain of
// the demo tenant is left alone.
const stamp = Date.now();
const DOMAIN = `e2e-${stamp}.example`;
// An international name: stored in punycode by the server, shown in Unicode.
const IDN_DOMAIN = `bücher-${stamp}.example`;
const DESCRIPTION = 'Storefront for the e2e run';
const NEW_DESCRIPTION = 'Storefront, edited by the e2e run';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const card = (page: Page, name = DOMAIN) => page.getByRole('article', { name, exact: true });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The field announces the text (the name field also carries its help text). */
async function expectFieldError(page: Page, label: string, text: string): Promise<void> {
  await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
    new RegExp(escapeRegExp(text)),
  );
}

async function openDomains(page: Page): Promise<void> {
  await nav(page).getByRole('link', { name: 'Domains', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible();
}

async function chooseFromCardMenu(page: Page, item: string, name = DOMAIN): Promise<void> {
  await card(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function confirm(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('an administrator adds, finds, edits, disables, keys and deletes a domain', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email);

  await test.step('the Add Domain dialog refuses empty fields and a name without a dot', async () => {
    await openDomains(page);
    await page.getByRole('button', { name: 'Add domain' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Domain' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(page, 'Domain name', MESSAGES.required('Domain name'));
    await expectFieldError(page, 'Description', MESSAGES.required('Description'));
    await expect(page.getByText(MESSAGES.formInvalid)).toBeVisible();

    await dialog.getByLabel('Domain name', { exact: true }).fill('nodot');
    await dialog.getByLabel('Description', { exact: true }).fill(DESCRIPTION);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(page, 'Domain name', MESSAGES.invalidDomain);
    await saveSettingsScreenshot(page, 'domains-dialog-errors-light');

    // Persistent: Escape leaves it open.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Domain name', { exact: true }).fill(`  ${DOMAIN.toUpperCase()} `);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page)).toContainText(DESCRIPTION);
    await expect(card(page)).toContainText('Enabled');
  });

  await test.step('the same name again is refused on the field', async () => {
    await page.getByRole('button', { name: 'Add domain' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Domain' });
    await dialog.getByLabel('Domain name', { exact: true }).fill(DOMAIN);
    await dialog.getByLabel('Description', { exact: true }).fill('Twice');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(page, 'Domain name', 'already');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('an international name is shown in Unicode', async () => {
    await page.getByRole('button', { name: 'Add domain' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Domain' });
    await dialog.getByLabel('Domain name', { exact: true }).fill(IDN_DOMAIN);
    await dialog.getByLabel('Description', { exact: true }).fill('Book shop of the e2e run');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, IDN_DOMAIN)).toContainText(IDN_DOMAIN);
  });

  await test.step('search finds it by description; an empty search is refused', async () => {
    const search = page.getByLabel('Search domains');
    await search.fill('edited by nobody at all');
    await expect(page.getByText('No matching domains')).toBeVisible();
    await search.fill(`e2e-${stamp}`);
    await expect(card(page)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await search.fill('');
    await search.press('Enter');
    await expect(page.getByText(MESSAGES.searchEmpty)).toBeVisible();
    await saveSettingsScreenshot(page, 'domains-search-empty-light');
    await search.fill('example');
    await expect(page.getByText(MESSAGES.searchEmpty)).toHaveCount(0);
    await search.fill('');
    await expect(card(page, IDN_DOMAIN)).toBeVisible();
    await saveSettingsScreenshot(page, 'domains-list-light');
    await saveDarkScreenshot(page, 'domains-list-dark');
  });

  await test.step('Update edits the description; the name is read-only', async () => {
    await chooseFromCardMenu(page, 'Update');
    const dialog = page.getByRole('dialog', { name: 'Edit Domain' });
    await expect(dialog.getByLabel('Domain name', { exact: true })).toHaveValue(DOMAIN);
    await expect(dialog.getByLabel('Domain name', { exact: true })).not.toBeEditable();
    await dialog.getByLabel('Description', { exact: true }).fill(NEW_DESCRIPTION);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page)).toContainText(NEW_DESCRIPTION);
  });

  await test.step('disable and enable, each after a confirmation', async () => {
    await chooseFromCardMenu(page, 'Disable');
    await confirm(page, `Disable ${DOMAIN}?`, 'Disable');
    await expect(card(page)).toContainText('Disabled');
    await chooseFromCardMenu(page, 'Enable');
    await confirm(page, `Enable ${DOMAIN}?`, 'Enable');
    await expect(card(page)).toContainText('Enabled');
  });

  await test.step('the manage page: tabs, API key shown once, regenerated', async () => {
    await card(page)
      .getByRole('link', { name: `Manage ${DOMAIN}` })
      .click();
    await expect(page).toHaveURL(/\/domains\/manage\?id=/);
    await page.reload();
    await expect(page.getByRole('heading', { name: DOMAIN, level: 1 })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText(MESSAGES.comingSoon);
    await expect(page.getByRole('button', { name: 'Add rule' })).toBeEnabled();

    const keyPanel = page.getByRole('region', { name: 'API key' });
    await keyPanel.getByRole('button', { name: 'Create API key' }).click();
    const secret = keyPanel.getByLabel('Secret key', { exact: true });
    await expect(secret).not.toHaveValue('');
    await expect(keyPanel).toContainText('It will not be shown again');
    await expect(keyPanel.getByRole('button', { name: 'Copy secret key' })).toBeVisible();
    const firstAccess = await keyPanel.getByLabel('Access key', { exact: true }).inputValue();
    const firstSecret = await secret.inputValue();
    await saveSettingsScreenshot(page, 'domain-manage-rules-light');

    // Gone after a reload: the secret is only in the answer that made it.
    await page.reload();
    await expect(keyPanel.getByLabel('Access key', { exact: true })).toHaveValue(firstAccess);
    await expect(keyPanel.getByLabel('Secret key', { exact: true })).toHaveCount(0);

    await keyPanel.getByRole('button', { name: 'Regenerate API key' }).click();
    const warning = page.getByRole('dialog', { name: 'Regenerate the API key?' });
    await expect(warning).toContainText('stop working');
    await warning.getByRole('button', { name: 'Regenerate', exact: true }).click();
    await expect(keyPanel.getByLabel('Secret key', { exact: true })).not.toHaveValue(firstSecret);
    await expect(keyPanel.getByLabel('Access key', { exact: true })).not.toHaveValue(firstAccess);
  });

  await test.step('Plugins, Scanners, Extractors and Security tabs', async () => {
    await page.getByRole('tab', { name: 'Plugins' }).click();
    await expect(page.getByText('No plugins connected')).toBeVisible();
    await saveSettingsScreenshot(page, 'domain-manage-plugins-light');

    await page.getByRole('tab', { name: 'Scanners' }).click();
    // A new domain starts with the built-in text scanner; Image comes from the catalogue.
    const scanners = page.getByRole('table', { name: 'Scanners of this domain' });
    const row = (name: string) => scanners.getByRole('row').filter({ hasText: name });
    await expect(row('Text')).toContainText('Enabled');
    await page.getByRole('combobox', { name: 'Scanner to install' }).click();
    await page.getByRole('option', { name: 'Image' }).click();
    await page.getByRole('button', { name: 'Install scanner' }).click();
    await expect(row('Image')).toContainText('Enabled');
    await page.getByRole('button', { name: 'Disable Image' }).click();
    await confirm(page, 'Disable Image?', 'Disable');
    await expect(row('Image')).toContainText('Disabled');
    await saveSettingsScreenshot(page, 'domain-manage-scanners-light');
    await page.getByRole('button', { name: 'Uninstall Image' }).click();
    await confirm(page, 'Uninstall Image?', 'Uninstall');
    await expect(row('Image')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Extractors' }).click();
    await expect(
      page.getByRole('table', { name: 'Extractors of this domain' }).getByRole('row'),
    ).not.toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Extractor to install' })).toBeEnabled();
    await saveSettingsScreenshot(page, 'domain-manage-extractors-light');

    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(MESSAGES.comingSoon);
    await expect(page).toHaveURL(/tab=security/);
  });

  await test.step('delete after a confirmation that names the domain', async () => {
    await page.getByRole('link', { name: 'Back to Domains' }).first().click();
    await chooseFromCardMenu(page, 'Delete');
    const dialog = page.getByRole('dialog', { name: `Delete ${DOMAIN}?` });
    await expect(dialog).toContainText(`${DOMAIN} is removed`);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(card(page)).toHaveCount(0);

    await chooseFromCardMenu(page, 'Delete', IDN_DOMAIN);
    await confirm(page, `Delete ${IDN_DOMAIN}?`, 'Delete');
    await expect(card(page, IDN_DOMAIN)).toHaveCount(0);
  });
});
