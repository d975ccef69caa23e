import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ACCOUNT_SCREEN_TEXTS as ACCOUNT,
  ANALYTICS_RANGE_PRESET_LABELS,
  ANALYTICS_SCREEN_TEXTS as ANALYTICS,
  DASHBOARD_RANGE_PRESET_LABELS,
  DASHBOARD_SCREEN_TEXTS as DASHBOARD,
  DEVELOPERS_SCREEN_TEXTS as DEVELOPERS,
  DEVELOPERS_TAB_LABELS,
  DIALOG_TEXTS,
  DOMAIN_FIELD_LABELS as DOMAIN_FIELDS,
  DOMAIN_SCREEN_TEXTS as DOMAIN,
  DOMAIN_TAB_LABELS,
  MODERATION_SCREEN_TEXTS as MODERATION,
  MODERATION_STATUS_LABELS,
  NAV_LABELS,
  SETTINGS_TAB_LABELS,
  STREAMS_SCREEN_TEXTS as STREAMS,
  TRANSPARENCY_SCREEN_TEXTS as TRANSPARENCY,
} from '@vigil/contract';
import { setUpTwoFactor } from '../support/account-flows';
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
import { DEMO_ADMIN, DEMO_MODERATOR, DEMO_PASSWORD } from '../support/demo-users';
import {
  expectFocusTrapped,
  expectFocusVisible,
  expectFocused,
  focusReadings,
  focusStop,
  tabTo,
} from '../support/keyboard';
import { demoFixtures, firstModerateReport, type DemoFixtures } from '../support/a11y-fixtures';

// Issue 19, keyboard: every dialog of the console is opened from its trigger with the keyboard
// only (Tab, Shift+Tab, arrows, Enter, Space — never a click), takes focus, keeps it while
// Tab and Shift+Tab go round it, shows where it is, closes with Escape (or, for a persistent
// dialog, with its Cancel button) and gives focus back to its trigger. The navigation and
// each screen's primary actions are reached by Tab with focus drawn at every stop.

const BLOG = 'blog.demo.test';
const stamp = Date.now();

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/**
 * Signs in from /login with the keyboard: Tab to each field, type, Enter; accepts the
 * agreement the same way when it is asked for, unless the test wants to see it.
 */
async function signInByKeyboard(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, acceptEula = true } = {},
) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'), { where: 'sign-in' });
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }), { where: 'sign-in' });
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  const accept = page.getByRole('button', { name: ACCOUNT.accept, exact: true });
  await expect(navigation(page).or(accept).first()).toBeVisible();
  if (acceptEula && (await accept.isVisible())) {
    await tabTo(page, accept, { where: 'the agreement' });
    await page.keyboard.press('Enter');
    await expect(navigation(page)).toBeVisible();
  }
}

/** Tab to the screen's link in the navigation, Enter, and wait for its heading. */
async function openScreen(page: Page, label: string, heading: string | RegExp = label) {
  await tabTo(page, navigation(page).getByRole('link', { name: label, exact: true }), {
    where: `the navigation, to ${label}`,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** Tab to the selected tab of the list, then arrow keys to `name` (each selects its tab). */
async function selectTab(page: Page, name: string) {
  const selected = page.getByRole('tab', { selected: true });
  await tabTo(page, selected, { where: `the tab list, to ${name}` });
  const target = page.getByRole('tab', { name, exact: true });
  for (let presses = 0; presses < 8; presses += 1) {
    if ((await target.getAttribute('aria-selected')) === 'true') break;
    await page.keyboard.press('ArrowRight');
    // The next tab is selected (and the address updated) before the next press.
    await expect(selected).toBeFocused();
  }
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await expectFocused(target, `tab ${name}`);
  await expectFocusVisible(page, `tab ${name}`);
}

/** Arrow keys down an open menu to `item`. */
async function arrowTo(page: Page, item: Locator, where: string) {
  await expect(item).toBeVisible();
  for (let presses = 0; presses < 10; presses += 1) {
    if (await item.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expectFocused(item, `${where}: the menu item`);
  await expectFocusVisible(page, `${where}: the menu item`);
}

let opened = 0;
let walked = 0;
test.beforeEach(() => {
  walked = 0;
  focusReadings.count = 0;
});
test.afterEach(() => {
  const { annotations } = test.info();
  annotations.push({ type: 'dialogs walked', description: String(walked) });
  annotations.push({ type: 'focus stops checked', description: String(focusReadings.count) });
});

/** One dialog, by keyboard from its trigger to focus back on it. */
async function walkDialog(page: Page, dialog: ConsoleDialog): Promise<void> {
  walked += 1;
  await test.step(dialog.name, async () => {
    await tabTo(page, dialog.trigger, { where: `to ${dialog.name}'s trigger` });
    // Enter and Space both press a button; half the dialogs open with each.
    await page.keyboard.press(opened % 2 === 0 ? 'Enter' : 'Space');
    opened += 1;
    if (dialog.menuItem) {
      await arrowTo(page, dialog.menuItem, dialog.name);
      await page.keyboard.press('Enter');
    }
    if (dialog.through) {
      await expect(dialog.through.dialog).toBeVisible();
      await tabTo(
        page,
        dialog.through.dialog.getByRole('button', { name: dialog.through.button, exact: true }),
        { where: `${dialog.name}, the dialog before it` },
      );
      await page.keyboard.press('Enter');
    }
    await expect(dialog.dialog).toBeVisible();
    await expect
      .poll(async () => (await focusStop(page)).inDialog, {
        message: `${dialog.name} takes focus`,
      })
      .toBe(true);
    await expectFocusVisible(page, `${dialog.name}, on opening`);
    await expectFocusTrapped(page, dialog.dialog, dialog.name);

    await page.keyboard.press('Escape');
    if (dialog.persistent) {
      // Decision 0075: Escape does not close it; Cancel, reached by Tab, does.
      await page.waitForTimeout(300);
      await expect(dialog.dialog).toBeVisible();
      const dismiss = dialog.dismiss ?? DIALOG_TEXTS.cancel;
      await tabTo(page, dialog.dialog.getByRole('button', { name: dismiss, exact: true }), {
        where: dialog.name,
      });
      await page.keyboard.press('Enter');
    }
    await expect(dialog.dialog).toBeHidden();
    await expectFocused(dialog.trigger, `${dialog.name}: focus back on its trigger`);
    await expectFocusVisible(page, `${dialog.name}: back on its trigger`);
  });
}

let fixtures: DemoFixtures;

test.beforeAll(async ({ browser }) => {
  fixtures = await demoFixtures(browser, `keyboard ${stamp}`);
});

test.afterAll(async () => {
  await fixtures.remove();
});

test('as an administrator: sign-in, the navigation and every screen’s primary actions by Tab', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page, DEMO_ADMIN.email);
  await expect(navigation(page)).toBeVisible();

  await test.step('the navigation, every link and button, one Tab after another', async () => {
    const nav = navigation(page);
    const links = [
      NAV_LABELS.dashboard,
      NAV_LABELS.moderation,
      NAV_LABELS.streams,
      NAV_LABELS.domains,
      NAV_LABELS.analytics,
      NAV_LABELS.transparency,
      NAV_LABELS.settings,
      NAV_LABELS.developers,
      NAV_LABELS.eula,
    ].map((label) => nav.getByRole('link', { name: label, exact: true }));
    const stops = [
      ...links,
      nav.getByRole('button', { name: NAV_LABELS.darkMode }),
      nav.getByRole('button', { name: NAV_LABELS.signOut }),
    ];
    for (const [index, stop] of stops.entries()) {
      const passed = await tabTo(page, stop, { where: 'the navigation' });
      // After the first, each is the very next stop: nothing between them, nothing skipped.
      if (index > 0) expect(passed, `${String(stop)} right after the one before`).toHaveLength(1);
    }
  });

  const primary: Array<{ screen: string; heading?: string; actions: Locator[] }> = [
    {
      screen: NAV_LABELS.dashboard,
      actions: [
        page.getByRole('button', {
          name: DASHBOARD.presetLabel(DASHBOARD_RANGE_PRESET_LABELS['7d']),
        }),
      ],
    },
    {
      screen: NAV_LABELS.moderation,
      actions: [
        page.getByRole('combobox', { name: MODERATION.statusFilterLabel }),
        page.getByRole('button', { name: MODERATION.shortcutsButton }),
        page.getByRole('list', { name: MODERATION.queueLabel }).getByRole('article').first(),
      ],
    },
    {
      screen: NAV_LABELS.streams,
      actions: [page.getByRole('button', { name: STREAMS.menuLabel(BLOG) })],
    },
    {
      screen: NAV_LABELS.domains,
      actions: [
        page.getByRole('textbox', { name: DOMAIN_FIELDS.search }),
        page.getByRole('button', { name: DOMAIN.addDomain }),
        page.getByRole('link', { name: DOMAIN.openLabel(BLOG) }),
      ],
    },
    {
      screen: NAV_LABELS.analytics,
      actions: [
        page.getByRole('button', {
          name: ANALYTICS.presetLabel(ANALYTICS_RANGE_PRESET_LABELS['7d']),
        }),
      ],
    },
    {
      screen: NAV_LABELS.transparency,
      heading: NAV_LABELS.transparencyReports,
      actions: [page.getByRole('button', { name: TRANSPARENCY.generate })],
    },
    {
      screen: NAV_LABELS.settings,
      actions: [page.getByRole('tab', { name: SETTINGS_TAB_LABELS.security })],
    },
    {
      screen: NAV_LABELS.developers,
      actions: [
        page.getByRole('link', { name: DEVELOPERS.downloadOpenApi }),
        page.getByRole('tab', { name: DEVELOPERS_TAB_LABELS.guide }),
      ],
    },
  ];
  for (const { screen, heading, actions } of primary) {
    await test.step(screen, async () => {
      await openScreen(page, screen, heading);
      for (const action of actions) await tabTo(page, action, { where: screen });
    });
  }

  await test.step('a menu: Streams’ card menu opens, arrows move, Escape gives focus back', async () => {
    await openScreen(page, NAV_LABELS.streams);
    const menuButton = page.getByRole('button', { name: STREAMS.menuLabel(BLOG) });
    await tabTo(page, menuButton, { where: NAV_LABELS.streams });
    await page.keyboard.press('Enter');
    await arrowTo(page, page.getByRole('menuitem', { name: STREAMS.reloadStream }), 'Streams');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expectFocused(menuButton, 'the card menu’s button');
  });
});

test('as an administrator: the dialogs of Domains and a domain’s manage page', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page, DEMO_ADMIN.email);
  await openScreen(page, NAV_LABELS.domains);
  for (const dialog of domainListDialogs(page, BLOG)) await walkDialog(page, dialog);

  await tabTo(page, page.getByRole('link', { name: DOMAIN.openLabel(BLOG) }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: BLOG, level: 1 })).toBeVisible();
  for (const dialog of manageDomainDialogs(page, BLOG)) await walkDialog(page, dialog);

  await selectTab(page, DOMAIN_TAB_LABELS.rules);
  for (const dialog of rulesTabDialogs(page, fixtures.rulePattern)) await walkDialog(page, dialog);
  await selectTab(page, DOMAIN_TAB_LABELS.plugins);
  for (const dialog of pluginsTabDialogs(page, fixtures.removePluginLabel)) {
    await walkDialog(page, dialog);
  }
  await selectTab(page, DOMAIN_TAB_LABELS.scanners);
  for (const dialog of scannersTabDialogs(page, fixtures.scanner)) await walkDialog(page, dialog);
});

test('as an administrator: the dialogs of Settings', async ({ page }) => {
  test.setTimeout(120_000);
  await fixtures.openAnotherSession(DEMO_ADMIN.email);
  await signInByKeyboard(page, DEMO_ADMIN.email);
  await openScreen(page, NAV_LABELS.settings);
  await walkDialog(page, sessionsDialog(page));
  await selectTab(page, SETTINGS_TAB_LABELS.users);
  for (const dialog of usersTabDialogs(page, DEMO_MODERATOR.name, fixtures.groupName)) {
    await walkDialog(page, dialog);
  }
  await selectTab(page, SETTINGS_TAB_LABELS.billing);
  await walkDialog(page, billingProblemDialog(page));
});

test('as a moderator: the moderation card’s dialogs, by buttons and by shortcuts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page, DEMO_MODERATOR.email);
  await openScreen(page, NAV_LABELS.moderation);
  // Only reports waiting for a decision offer both decisions.
  const status = page.getByRole('combobox', { name: MODERATION.statusFilterLabel });
  await tabTo(page, status);
  // A closed select takes the option typed.
  await page.keyboard.type(MODERATION_STATUS_LABELS.MODERATE);
  await expect(status).toHaveValue('MODERATE');
  const report = await firstModerateReport(page);
  const dialogs = moderationDialogs(page, report);
  for (const dialog of dialogs) await walkDialog(page, dialog);

  const card = page
    .getByRole('article', { name: MODERATION.cardLabel(report.username, report.domain) })
    .first();
  for (const [key, title] of [
    ['u', MODERATION.unpublishConfirmTitle],
    ['a', MODERATION.approveConfirmTitle],
    ['p', MODERATION.previewWarningTitle],
    ['?', MODERATION.shortcutsTitle],
  ] as const) {
    await test.step(`the ${key} shortcut on a focused card`, async () => {
      await tabTo(page, card, { where: 'the queue' });
      await page.keyboard.press(key);
      const shown = page.getByRole('dialog', { name: title, exact: true });
      await expect(shown).toBeVisible();
      await expect.poll(async () => (await focusStop(page)).inDialog).toBe(true);
      await page.keyboard.press('Escape');
      await expect(shown).toBeHidden();
      await expectFocused(card, `after ${title}, the card`);
    });
  }
});

test('a new user: the agreement’s Decline, two-factor’s dialogs, and resetting it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const person = await fixtures.newUser(`Kim Keyboard ${stamp}`, `kim.keyboard.${stamp}@demo.test`);
  await signInByKeyboard(page, person.email, { password: person.password, acceptEula: false });
  await walkDialog(page, eulaDeclineDialog(page));
  await tabTo(page, page.getByRole('button', { name: ACCOUNT.accept, exact: true }));
  await page.keyboard.press('Enter');
  await expect(navigation(page)).toBeVisible();

  await openScreen(page, NAV_LABELS.settings);
  await tabTo(page, page.getByRole('button', { name: ACCOUNT.enableTwoFactor }));
  await page.keyboard.press('Enter');
  await setUpTwoFactor(page);
  await openScreen(page, NAV_LABELS.settings);
  for (const dialog of twoFactorDialogs(page)) await walkDialog(page, dialog);

  const adminPage = await (await browser.newContext()).newPage();
  await signInByKeyboard(adminPage, DEMO_ADMIN.email);
  await openScreen(adminPage, NAV_LABELS.settings);
  await selectTab(adminPage, SETTINGS_TAB_LABELS.users);
  await walkDialog(adminPage, resetTwoFactorDialog(adminPage, person.name));
  await adminPage.context().close();
});
