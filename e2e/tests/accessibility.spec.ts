import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MODERATOR, signIn } from '../support/demo-users';

// Issue 19: every screen and dialog of the console, light and dark, as an administrator and as
// a moderator, has no serious or critical WCAG 2.x A/AA violation by axe-core — colour contrast
// included. Keyboard use is covered where each flow is tested.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

// Kept in step with apps/web/src/app/colour-scheme.ts (COLOUR_SCHEME_STORAGE_KEY).
const SCHEME_KEY = 'vigil-color-scheme';

async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    SCHEME_KEY,
    scheme,
  ] as const);
}

/** Lets data arrive and transitions end before axe reads the colours. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(500);
}

async function expectAccessible(page: Page, where: string, include?: string): Promise<void> {
  await settle(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 4)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  // Soft: one run lists every screen's findings, not only the first screen's.
  expect.soft(serious, `axe on ${where}`).toEqual([]);
}

/** Visits each tab of the screen's tab list, checking each panel. */
async function expectEveryTabAccessible(page: Page, where: string): Promise<void> {
  const tabs = page.getByRole('tab');
  const names = await tabs.allTextContents();
  for (const name of names) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expectAccessible(page, `${where}, tab ${name}`);
  }
}

async function expectDialogAccessible(page: Page, opener: string, dialog: string) {
  await page.getByRole('button', { name: opener, exact: true }).first().click();
  const shown = page.getByRole('dialog', { name: dialog });
  await expect(shown).toBeVisible();
  await expectAccessible(page, `the ${dialog} dialog`, '[role="dialog"]');
  // Cancel, not Escape: some dialogs close only by their buttons (decision 0075).
  await shown.getByRole('button', { name: 'Cancel' }).click();
  await expect(shown).toBeHidden();
}

for (const scheme of SCHEMES) {
  test.describe(`accessibility in ${scheme} mode`, () => {
    test.beforeEach(async ({ page }) => useScheme(page, scheme));

    test('signed out: sign-in, create account, forgotten password, not found', async ({ page }) => {
      for (const path of ['/login', '/confirmaccount', '/forgottenpassword', '/no-such-page']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, path);
      }
    });

    test('as an administrator: every screen, tab and the main dialogs', async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, DEMO_ADMIN.email);
      for (const path of [
        '/dashboard',
        '/moderation',
        '/streams',
        '/analytics',
        '/reports',
        '/developers',
        '/eula',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, path);
      }

      await page.goto('/domains');
      await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible();
      await expectAccessible(page, '/domains');
      await expectDialogAccessible(page, 'Add domain', 'Add domain');
      await page
        .getByRole('link', { name: /^Manage / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/domains\/manage\?id=/);
      await expectEveryTabAccessible(page, '/domains/manage');
      await page.getByRole('tab', { name: 'Rules', exact: true }).click();
      await expectDialogAccessible(page, 'Add rule', 'Add rule');

      await page.goto('/settings');
      await expectEveryTabAccessible(page, '/settings');
      await page.getByRole('tab', { name: 'Users', exact: true }).click();
      await expectDialogAccessible(page, 'Add user', 'Add user');
      await expectDialogAccessible(page, 'Add group', 'Add moderation group');
    });

    test('as a moderator: every screen the role opens', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, DEMO_MODERATOR.email);
      for (const path of ['/dashboard', '/moderation', '/streams', '/analytics', '/reports']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, path);
      }
      await page.goto('/settings');
      await expectEveryTabAccessible(page, '/settings');
    });
  });
}
