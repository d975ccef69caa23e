import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNT_SCREEN_TEXTS as ACCOUNT,
  DOMAIN_SCREEN_TEXTS as DOMAIN,
  DOMAIN_TAB_LABELS,
  MODERATION_SCREEN_TEXTS as MODERATION,
  MODERATION_STATUS_LABELS,
  NAV_LABELS,
  SETTINGS_TAB_LABELS,
} from '@vigil/contract';
import { setUpTwoFactor } from '../support/account-flows';
import { demoFixtures, firstModerateReport, type DemoFixtures } from '../support/a11y-fixtures';
import {
  billingProblemDialog,
  domainListDialogs,
  eulaDeclineDialog,
  manageDomainDialogs,
  moderationDialogs,
  pluginsTabDialogs,
  resetTwoFactorDialog,
  rulesTabDialogs,
  scannersTabDialogs,
  sessionsDialog,
  twoFactorDialogs,
  usersTabDialogs,
  type ConsoleDialog,
} from '../support/console-dialogs';
import { DEMO_ADMIN, DEMO_MODERATOR, signIn } from '../support/demo-users';

// Issue 19: every screen and dialog of the console, light and dark, as an administrator and as
// a moderator, has no serious or critical WCAG 2.x A/AA violation by axe-core — colour contrast
// included. The dialogs are e2e/support/console-dialogs.ts's, which keyboard.spec.ts walks by
// keyboard.
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

/** Mid-test: the scheme stored and the page loaded again in it. */
async function switchScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    SCHEME_KEY,
    scheme,
  ] as const);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** Lets data arrive and transitions end before axe reads the colours. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(500);
}

/**
 * A dialog has its content when it is shown: only its entrance has to end. The entrance may
 * not have begun when the dialog first counts as visible (Mantine starts its transition a
 * frame later, from opacity 0), so it waits for full opacity first, then for any animation
 * still running; axe read a half-faded button's contrast otherwise.
 */
async function settleDialog(page: Page, selector: string): Promise<void> {
  const dialog = page.locator(selector);
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        let opacity = 1;
        for (let node: Element | null = element; node; node = node.parentElement) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        return opacity;
      }),
    )
    .toBe(1);
  await dialog.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Page and dialog states analysed by the test, noted in its report (docs/quality.md). */
let checked = 0;
test.beforeEach(() => {
  checked = 0;
});
test.afterEach(() => {
  test.info().annotations.push({ type: 'states checked', description: String(checked) });
});

async function expectAccessible(page: Page, where: string, include?: string): Promise<void> {
  if (include) await settleDialog(page, include);
  else await settle(page);
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
  checked += 1;
}

/** Visits each tab of the screen's tab list, checking each panel. */
async function expectEveryTabAccessible(page: Page, where: string): Promise<void> {
  const tabs = page.getByRole('tab');
  // The tab list renders with the screen's data: read the names once it is there (read at
  // once, a slow screen gave no tab and its panels went unchecked).
  await expect(page.getByRole('tablist')).toBeVisible();
  const names = await tabs.allTextContents();
  expect(names.length, `${where} has tabs`).toBeGreaterThan(1);
  for (const name of names) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expectAccessible(page, `${where}, tab ${name}`);
  }
}

/** Opens the dialog with the mouse, checks inside it, and closes it deciding nothing. */
async function expectDialogAccessible(page: Page, dialog: ConsoleDialog, scheme: Scheme) {
  await test.step(dialog.name, async () => {
    await dialog.trigger.click();
    if (dialog.menuItem) await dialog.menuItem.click();
    if (dialog.through) {
      await dialog.through.dialog
        .getByRole('button', { name: dialog.through.button, exact: true })
        .click();
      await expect(dialog.through.dialog).toBeHidden();
    }
    await expect(dialog.dialog).toBeVisible();
    await expectAccessible(page, `the ${dialog.name} dialog (${scheme})`, '[role="dialog"]');
    if (dialog.dismiss === undefined) await page.keyboard.press('Escape');
    else await dialog.dialog.getByRole('button', { name: dialog.dismiss, exact: true }).click();
    await expect(dialog.dialog).toBeHidden();
  });
}

async function expectDialogsAccessible(page: Page, dialogs: ConsoleDialog[], scheme: Scheme) {
  for (const dialog of dialogs) await expectDialogAccessible(page, dialog, scheme);
}

const BLOG = 'blog.demo.test';
const stamp = Date.now();
let fixtures: DemoFixtures;

test.beforeAll(async ({ browser }) => {
  fixtures = await demoFixtures(browser, `axe ${stamp}`);
});

test.afterAll(async () => {
  await fixtures.remove();
});

/** The queue filtered to reports waiting for a decision, and the first of them. */
async function openModerationQueue(page: Page) {
  await page.goto('/moderation');
  await page.getByLabel(MODERATION.statusFilterLabel).selectOption({
    label: MODERATION_STATUS_LABELS.MODERATE,
  });
  return firstModerateReport(page);
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

    test('as an administrator: every screen and tab', async ({ page }) => {
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
      await expect(page.getByRole('heading', { name: NAV_LABELS.domains, level: 1 })).toBeVisible();
      await expectAccessible(page, '/domains');
      await page.getByRole('link', { name: DOMAIN.openLabel(BLOG) }).click();
      await expect(page).toHaveURL(/\/domains\/manage\?id=/);
      await expectEveryTabAccessible(page, '/domains/manage');

      await page.goto('/settings');
      await expectEveryTabAccessible(page, '/settings');
    });

    test('as an administrator: the dialogs of Domains and a domain’s manage page', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await signIn(page, DEMO_ADMIN.email);
      await page.goto('/domains');
      await expectDialogsAccessible(page, domainListDialogs(page, BLOG), scheme);
      await page.getByRole('link', { name: DOMAIN.openLabel(BLOG) }).click();
      await expect(page.getByRole('heading', { name: BLOG, level: 1 })).toBeVisible();
      await expectDialogsAccessible(page, manageDomainDialogs(page, BLOG), scheme);
      const tab = (name: string) => page.getByRole('tab', { name, exact: true }).click();
      await tab(DOMAIN_TAB_LABELS.rules);
      await expectDialogsAccessible(page, rulesTabDialogs(page, fixtures.rulePattern), scheme);
      await tab(DOMAIN_TAB_LABELS.plugins);
      await expectDialogsAccessible(
        page,
        pluginsTabDialogs(page, fixtures.removePluginLabel),
        scheme,
      );
      await tab(DOMAIN_TAB_LABELS.scanners);
      await expectDialogsAccessible(page, scannersTabDialogs(page, fixtures.scanner), scheme);
    });

    test('as an administrator: the dialogs of Settings and of the moderation card', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await fixtures.openAnotherSession(DEMO_ADMIN.email);
      await signIn(page, DEMO_ADMIN.email);
      await page.goto('/settings');
      await expectDialogAccessible(page, sessionsDialog(page), scheme);
      await page.getByRole('tab', { name: SETTINGS_TAB_LABELS.users }).click();
      await expectDialogsAccessible(
        page,
        usersTabDialogs(page, DEMO_MODERATOR.name, fixtures.groupName),
        scheme,
      );
      await page.getByRole('tab', { name: SETTINGS_TAB_LABELS.billing }).click();
      await expectDialogAccessible(page, billingProblemDialog(page), scheme);

      const report = await openModerationQueue(page);
      await expectDialogsAccessible(page, moderationDialogs(page, report), scheme);
    });

    test('as a moderator: every screen the role opens, and the moderation card’s dialogs', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await signIn(page, DEMO_MODERATOR.email);
      for (const path of ['/dashboard', '/moderation', '/streams', '/analytics', '/reports']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, path);
      }
      await page.goto('/settings');
      await expectEveryTabAccessible(page, '/settings');

      const report = await openModerationQueue(page);
      await expectDialogsAccessible(page, moderationDialogs(page, report), scheme);
    });
  });
}

test('a new user’s dialogs, light and dark: the agreement’s Decline, two-factor’s, and resetting it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const person = await fixtures.newUser(`Ash Axe ${stamp}`, `ash.axe.${stamp}@demo.test`);
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const accept = page.getByRole('button', { name: ACCOUNT.accept, exact: true });
  await expect(accept).toBeVisible();
  for (const scheme of SCHEMES) {
    await switchScheme(page, scheme);
    await expectDialogAccessible(page, eulaDeclineDialog(page), scheme);
  }
  await accept.click();

  await page.goto('/settings');
  await page.getByRole('button', { name: ACCOUNT.enableTwoFactor }).click();
  await setUpTwoFactor(page);
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, DEMO_ADMIN.email);
  for (const scheme of SCHEMES) {
    await page.goto('/settings');
    await switchScheme(page, scheme);
    await expectDialogsAccessible(page, twoFactorDialogs(page), scheme);
    await adminPage.goto('/settings');
    await switchScheme(adminPage, scheme);
    await adminPage.getByRole('tab', { name: SETTINGS_TAB_LABELS.users }).click();
    await expectDialogAccessible(adminPage, resetTwoFactorDialog(adminPage, person.name), scheme);
  }
  await adminPage.context().close();
});
