import { expect, test, type Page } from '@playwright/test';
import { ACTIVE_MINUTES_MAX, DASHBOARD_SCREEN_TEXTS, MESSAGES } from '@vigil/contract';
import { signOutFromConsole, submitSignIn } from '../support/account-flows';
import { DEMO_ADMIN, signIn } from '../support/demo-users';
import { linkFromEmail } from '../support/outbox';
import {
  expectFieldError,
  openSettingsTab,
  saveDarkScreenshot,
  saveSettingsScreenshot,
} from '../support/settings';

// Decisions 0050–0064, "Done means": roles, invitations, moderation settings and password change, on the
// demo tenant. Every user this file adds is removed again and the settings are put back.
const stamp = Date.now();
const INVITEE = {
  name: 'Quinn Invited',
  email: `quinn.${stamp}@demo.test`,
  password: 'amber lighthouse orchard 2031',
  newPassword: 'granite meadow telescope 1977',
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const usersTable = (page: Page) => page.getByRole('table', { name: 'Users of your organisation' });

async function inviteModerator(page: Page, person: { name: string; email: string }) {
  await openSettingsTab(page, 'Users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Name', { exact: true }).fill(person.name);
  await dialog.getByLabel('Email', { exact: true }).fill(person.email);
  await dialog.getByLabel('Role', { exact: true }).click();
  await page.getByRole('option', { name: 'Moderator' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = usersTable(page).getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText('Invitation pending');
  await expect(row).toContainText('Moderator');
}

async function confirmInvitation(page: Page, email: string, password: string) {
  await page.goto(await linkFromEmail(email, '/confirmaccount'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password confirmation').fill(password);
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function deleteUser(page: Page, person: { name: string; email: string }) {
  await openSettingsTab(page, 'Users');
  await page.getByRole('button', { name: `Delete ${person.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${person.name}?` });
  await expect(dialog).toContainText(person.email);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(usersTable(page).getByText(person.email)).toHaveCount(0);
}

test('an invited moderator confirms, signs in, and cannot reach Users or Billing; password change', async ({
  page,
}) => {
  test.setTimeout(120_000);

  await test.step('the administrator invites a moderator', async () => {
    await signIn(page, DEMO_ADMIN.email);
    await inviteModerator(page, INVITEE);
    await saveSettingsScreenshot(page, 'settings-users-light');
    await saveDarkScreenshot(page, 'settings-users-dark');
    await signOutFromConsole(page);
  });

  await test.step('the moderator sets a password at the emailed link and signs in', async () => {
    await confirmInvitation(page, INVITEE.email, INVITEE.password);
    await signIn(page, INVITEE.email, INVITEE.password);
    await expect(nav(page).getByRole('link', { name: 'Moderation' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Domains' })).toHaveCount(0);
  });

  await test.step('Settings offers the moderator Security and Account only', async () => {
    await openSettingsTab(page, 'Security');
    await expect(page.getByRole('tab')).toHaveText(['Security', 'Account']);
    await expect(page.getByRole('table', { name: 'Your active sessions' })).toContainText(
      'This device',
    );
    await saveSettingsScreenshot(page, 'settings-security-moderator-light');
    await page.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Account contacts' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Moderation settings' })).toHaveCount(0);
    await saveSettingsScreenshot(page, 'settings-account-moderator-light');
  });

  await test.step('nor can the moderator reach Users, Billing or Domains by address', async () => {
    for (const tab of ['users', 'billing']) {
      await page.goto(`/settings?tab=${tab}`);
      await expect(page.getByRole('alert').filter({ hasText: 'not available' })).toHaveText(
        'This part of Settings is not available for your role.',
      );
      await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
      await expect(page.getByRole('tab', { name: 'Billing' })).toHaveCount(0);
    }
    await page.goto('/domains');
    await expect(page.getByRole('heading', { name: 'Not available for your role' })).toBeVisible();
    await saveSettingsScreenshot(page, 'not-available-for-role-light');
  });

  await test.step('the moderator changes their password', async () => {
    await openSettingsTab(page, 'Account');
    await page.getByLabel('Current password', { exact: true }).fill(INVITEE.password);
    await page.getByLabel('New password', { exact: true }).fill(INVITEE.newPassword);
    await page.getByLabel('Password confirmation', { exact: true }).fill('not the same at all');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectFieldError(page, 'Password confirmation', MESSAGES.settingsPasswordMismatch);

    await page.getByLabel('New password', { exact: true }).fill('password');
    await page.getByLabel('Password confirmation', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectFieldError(page, 'New password', MESSAGES.weakPassword);

    await page.getByLabel('New password', { exact: true }).fill(INVITEE.newPassword);
    await page.getByLabel('Password confirmation', { exact: true }).fill(INVITEE.newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Current password', { exact: true })).toHaveValue('');
    await signOutFromConsole(page);
  });

  await test.step('the old password stops working; the new one signs in', async () => {
    await submitSignIn(page, INVITEE.email, INVITEE.password);
    const problem = page.getByRole('dialog', { name: 'Problem' });
    await expect(problem).toBeVisible();
    await problem.getByRole('button', { name: 'OK' }).click();
    await signIn(page, INVITEE.email, INVITEE.newPassword);
    await expect(nav(page)).toBeVisible();
    await signOutFromConsole(page);
  });

  await test.step('the administrator removes the moderator again', async () => {
    await signIn(page, DEMO_ADMIN.email);
    await deleteUser(page, INVITEE);
  });
});

test('moderation settings: each broken rule has its message, good values are saved', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN.email);
  await openSettingsTab(page, 'Account');
  const active = page.getByLabel('Active minutes', { exact: true });
  const lock = page.getByLabel('Lock minutes', { exact: true });
  const save = page.getByRole('button', { name: 'Save moderation settings' });
  await expect(active).toHaveValue('60');
  await expect(lock).toHaveValue('20');

  await active.fill('0');
  await save.click();
  await expectFieldError(page, 'Active minutes', MESSAGES.minutesPositive('Active minutes'));
  await expect(page.getByText(MESSAGES.formInvalid)).toBeVisible();

  await active.fill(String(ACTIVE_MINUTES_MAX + 1));
  await save.click();
  await expectFieldError(page, 'Active minutes', MESSAGES.activeMinutesTooLarge);

  await active.fill('30');
  await lock.fill('30');
  await save.click();
  await expectFieldError(page, 'Lock minutes', MESSAGES.lockMinutesNotBelowActive);
  await saveSettingsScreenshot(page, 'settings-account-errors-light');
  await saveDarkScreenshot(page, 'settings-account-errors-dark');

  await lock.fill('0');
  await save.click();
  await expectFieldError(page, 'Lock minutes', MESSAGES.minutesPositive('Lock minutes'));

  await active.fill('90');
  await lock.fill('15');
  await save.click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.reload();
  await expect(active).toHaveValue('90');
  await expect(lock).toHaveValue('15');
  await saveSettingsScreenshot(page, 'settings-account-light');

  // Back to the spec defaults, as the demo tenant was found.
  await active.fill('60');
  await lock.fill('20');
  await save.click();
  await page.reload();
  await expect(active).toHaveValue('60');
  await expect(lock).toHaveValue('20');
});

test('Security sessions, Billing and the dashboard plan, as an administrator', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email);
  // The dashboard's plan card reads the stats (decision 0145).
  await expect(
    page.getByRole('region', { name: DASHBOARD_SCREEN_TEXTS.creditsTitle }),
  ).toContainText(DASHBOARD_SCREEN_TEXTS.planLabel);
  await saveSettingsScreenshot(page, 'dashboard-plan-light');

  await openSettingsTab(page, 'Security');
  await expect(page.getByRole('table', { name: 'Your active sessions' })).toContainText(
    'This device',
  );
  await saveSettingsScreenshot(page, 'settings-security-light');
  await saveDarkScreenshot(page, 'settings-security-dark');

  await openSettingsTab(page, 'Billing');
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Monthly credits');
  await saveSettingsScreenshot(page, 'settings-billing-light');
  // The e2e server has no billing portal configured.
  await page.getByRole('button', { name: 'Open billing portal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Problem' });
  await expect(dialog).toContainText(MESSAGES.billingPortalUnavailable);
  await saveSettingsScreenshot(page, 'settings-billing-unavailable-light');
  await dialog.getByRole('button', { name: 'OK' }).click();
});
