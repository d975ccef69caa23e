import { expect, test, type Page } from '@playwright/test';
import { acceptEula, setUpTwoFactor, submitSignIn, todayUtc } from '../support/account-flows';
import { DEMO_ADMIN, DEMO_MODERATOR, DEMO_PASSWORD, signIn } from '../support/demo-users';
import { saveScreenshot } from '../support/screenshot';

// Decisions 0030–0049 "Enforcement": an administrator sets the date; from then on nobody in the tenant
// reaches the console without two-factor. Runs on the shared demo tenant, so it puts the
// tenant back as it found it (no date, nobody with two-factor) whatever happens.

async function openSecurity(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

async function saveEnforcementDate(page: Page, date: string): Promise<void> {
  await page.getByLabel('Enforcement date').fill(date);
  await page.getByRole('button', { name: 'Save enforcement date' }).click();
}

async function turnTwoFactorOff(page: Page): Promise<void> {
  await openSecurity(page);
  await page.getByRole('button', { name: 'Disable two-factor authentication' }).click();
  await page
    .getByRole('dialog', { name: 'Turn off two-factor authentication?' })
    .getByRole('button', { name: 'Turn off' })
    .click();
  await expect(
    page.getByRole('button', { name: 'Enable two-factor authentication' }),
  ).toBeVisible();
}

function inDaysUtc(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('enforcement: the administrator sets the date, then everyone must set up two-factor', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext();
  const moderatorContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const moderator = await moderatorContext.newPage();
  let adminEnabled = false;
  let moderatorEnabled = false;

  try {
    await test.step('a date ahead shows the countdown', async () => {
      await signIn(admin, DEMO_ADMIN.email);
      await openSecurity(admin);
      await saveEnforcementDate(admin, inDaysUtc(6));
      await expect(
        admin.getByText(/Your organisation enforces two-factor authentication in \d+ days\./),
      ).toBeVisible();
      await saveScreenshot(admin, 'settings-security-admin-countdown-light');
    });

    await test.step('from today, the administrator is sent to set-up by the 423', async () => {
      await saveEnforcementDate(admin, todayUtc());
      // The settings are read back; the server now answers 423 and the console starts set-up.
      await expect(admin).toHaveURL(/\/auth\/setup\?force=1$/);
      await expect(admin.getByText('Two-factor authentication is required')).toBeVisible();
      await saveScreenshot(admin, 'two-factor-setup-forced-light');
      await setUpTwoFactor(admin);
      adminEnabled = true;
      await expect(admin).toHaveURL(/\/dashboard$/);
    });

    await test.step('the moderator signs in and must set up two-factor first', async () => {
      await submitSignIn(moderator, DEMO_MODERATOR.email, DEMO_PASSWORD);
      await expect(moderator).toHaveURL(/\/auth\/setup/);
      await expect(moderator.getByText('Two-factor authentication is required')).toBeVisible();
      await moderator.goto('/dashboard');
      await expect(moderator).toHaveURL(/\/auth\/setup/);
      await setUpTwoFactor(moderator);
      moderatorEnabled = true;
      await expect(moderator).not.toHaveURL(/\/auth\//);
      if (await moderator.getByRole('button', { name: 'Accept', exact: true }).isVisible()) {
        await acceptEula(moderator);
      }
      await expect(moderator).toHaveURL(/\/dashboard$/);
      await expect(moderator.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    });
  } finally {
    // Back to the demo tenant's starting state, for every other test that signs in to it.
    await openSecurity(admin);
    await admin.getByLabel('Enforcement date').fill('');
    await admin.getByRole('button', { name: 'Save enforcement date' }).click();
    await expect(
      admin.getByText('Two-factor authentication is optional for your organisation.'),
    ).toBeVisible();
    if (adminEnabled) await turnTwoFactorOff(admin);
    if (moderatorEnabled) await turnTwoFactorOff(moderator);
    await adminContext.close();
    await moderatorContext.close();
  }
});
