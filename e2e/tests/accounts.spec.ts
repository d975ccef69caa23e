import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@vigil/contract';
import {
  acceptEula,
  setUpTwoFactor,
  signOutFromConsole,
  submitSignIn,
} from '../support/account-flows';
import { currentScheme } from '../support/colour-scheme';
import { countLinks, linkFromEmail } from '../support/outbox';
import { saveScreenshot } from '../support/screenshot';
import type { TestAuthenticator } from '../support/totp';

// A person's whole way into Vigil and back (decisions 0030–0049, "Done means"), on a fresh account.
const stamp = Date.now();
const PERSON = {
  name: 'Ada Lovelace',
  organisation: `Analytical Engines ${stamp}`,
  email: `ada.${stamp}@engines.example`,
  password: 'cobalt harbour lantern 1843',
  newPassword: 'violet quarry semaphore 1852',
};

async function darkScreenshot(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Dark Mode' }).click();
  await expect.poll(() => currentScheme(page)).toBe('dark');
  await saveScreenshot(page, name);
  await page.getByRole('button', { name: 'Light Mode' }).click();
  await expect.poll(() => currentScheme(page)).toBe('light');
}

test('create, confirm, sign in, EULA, two-factor, recovery codes, password reset', async ({
  page,
}) => {
  test.setTimeout(180_000);
  let recoveryCodes: string[] = [];
  let authenticator: TestAuthenticator | undefined;
  const device = (): TestAuthenticator => {
    if (!authenticator) throw new Error('two-factor has not been set up yet');
    return authenticator;
  };

  await test.step('create account', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(PERSON.name);
    await page.getByLabel('Organisation name').fill(PERSON.organisation);
    await page.getByLabel('Email').fill(PERSON.email);
    await page.getByLabel('Password', { exact: true }).fill(PERSON.password);
    await page.getByLabel('Password confirmation').fill('not the same');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(MESSAGES.passwordMismatch)).toBeVisible();
    await page.getByLabel('Password confirmation').fill(PERSON.password);
    await expect(page.getByText(/Password strength: (Strong|Very strong)/)).toBeVisible();
    await saveScreenshot(page, 'create-account-light');
    await darkScreenshot(page, 'create-account-dark');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(PERSON.email)).toBeVisible();
    await saveScreenshot(page, 'create-account-check-email-light');
  });

  await test.step('sign-in before confirming is refused', async () => {
    await submitSignIn(page, PERSON.email, PERSON.password);
    const dialog = page.getByRole('dialog', { name: 'Problem' });
    await expect(dialog).toContainText(/confirm your email address/i);
    await dialog.getByRole('button', { name: 'OK' }).click();
  });

  await test.step('confirm from the emailed link', async () => {
    const link = await linkFromEmail(PERSON.email, '/confirmaccount');
    await page.goto(link);
    await expect(page).toHaveURL(/\/login$/);
    await saveScreenshot(page, 'confirm-account-done-light');
  });

  await test.step('a used confirmation link is invalid', async () => {
    await page.goto(await linkFromEmail(PERSON.email, '/confirmaccount'));
    await expect(page.getByText(MESSAGES.invalidConfirmationLink)).toBeVisible();
    await saveScreenshot(page, 'confirm-account-invalid-light');
  });

  await test.step('sign in and accept the EULA', async () => {
    await submitSignIn(page, PERSON.email, PERSON.password);
    await expect(
      page.getByRole('heading', { name: 'End User License Agreement', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeEnabled();
    await saveScreenshot(page, 'eula-gate-light');
    await acceptEula(page);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('enable two-factor in Settings › Security', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Off', { exact: true })).toBeVisible();
    await saveScreenshot(page, 'settings-security-off-light');
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    const result = await setUpTwoFactor(page, async (screen) => {
      if (screen === 'setup') {
        await saveScreenshot(page, 'two-factor-setup-light');
        await darkScreenshot(page, 'two-factor-setup-dark');
      } else {
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByText(MESSAGES.recoveryCodesNotConfirmed)).toBeVisible();
        await saveScreenshot(page, 'recovery-codes-light');
        await darkScreenshot(page, 'recovery-codes-dark');
      }
    });
    authenticator = result.authenticator;
    recoveryCodes = result.recoveryCodes;
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText('On', { exact: true })).toBeVisible();
    await saveScreenshot(page, 'settings-security-on-light');
  });

  await test.step('sign out, sign in with a one-time code', async () => {
    await signOutFromConsole(page);
    await submitSignIn(page, PERSON.email, PERSON.password);
    await expect(page).toHaveURL(/\/auth\/otp$/);
    await expect(page.getByRole('heading', { name: 'Enter Passcode' })).toBeVisible();
    await saveScreenshot(page, 'otp-light');
    await page.getByLabel('Passcode').fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(MESSAGES.invalidOneTimeCode)).toBeVisible();
    await page.getByLabel('Passcode').fill(await device().nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('sign out, sign in with a recovery code', async () => {
    await signOutFromConsole(page);
    await submitSignIn(page, PERSON.email, PERSON.password);
    await page.getByRole('link', { name: 'Use a recovery code' }).click();
    await expect(page).toHaveURL(/\/auth\/recovery$/);
    await expect(page.getByRole('heading', { name: 'Use a Recovery Code' })).toBeVisible();
    await saveScreenshot(page, 'recovery-challenge-light');
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('the same recovery code is refused the second time', async () => {
    await signOutFromConsole(page);
    await submitSignIn(page, PERSON.email, PERSON.password);
    await page.getByRole('link', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    // Spec §4: a failed second factor sets isLoggedIn false; the catalogue says why.
    const dialog = page.getByRole('dialog', { name: 'Problem' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await saveScreenshot(page, 'recovery-code-refused-light');
    await dialog.getByRole('button', { name: 'OK' }).click();
  });

  await test.step('forgotten password → reset → sign in with the new password', async () => {
    const before = countLinks(PERSON.email, '/resetpassword');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgotten Password' }).click();
    await expect(page.getByRole('heading', { name: 'Forgotten Password' })).toBeVisible();
    await saveScreenshot(page, 'forgotten-password-light');
    await page.getByLabel('Email').fill(PERSON.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await saveScreenshot(page, 'forgotten-password-sent-light');

    await expect.poll(() => countLinks(PERSON.email, '/resetpassword')).toBe(before + 1);
    await page.goto(await linkFromEmail(PERSON.email, '/resetpassword'));
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PERSON.newPassword);
    await page.getByLabel('Password confirmation').fill(PERSON.newPassword);
    await saveScreenshot(page, 'reset-password-light');
    await darkScreenshot(page, 'reset-password-dark');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await submitSignIn(page, PERSON.email, PERSON.password);
    await expect(page.getByRole('dialog', { name: 'Problem' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Problem' }).getByRole('button', { name: 'OK' }).click();

    await submitSignIn(page, PERSON.email, PERSON.newPassword);
    await expect(page).toHaveURL(/\/auth\/otp$/);
    await page.getByLabel('Passcode').fill(await device().nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('a used reset link is invalid', async () => {
    await page.goto(await linkFromEmail(PERSON.email, '/resetpassword'));
    await page.getByLabel('Password', { exact: true }).fill('another long phrase 1999');
    await page.getByLabel('Password confirmation').fill('another long phrase 1999');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(MESSAGES.invalidResetLink)).toBeVisible();
  });
});
