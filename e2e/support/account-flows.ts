import { expect, type Page } from '@playwright/test';
import { TestAuthenticator } from './totp';

/** Signs in with email and password from /login, without assuming where that leads. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signOutFromConsole(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Scan QR Code → save recovery codes, as a person with an authenticator app would: reads the
 * set-up key shown on the page, activates with a real code, saves and confirms the codes.
 */
export async function setUpTwoFactor(
  page: Page,
  onScreen?: (screen: 'setup' | 'recovery') => Promise<void>,
): Promise<{ authenticator: TestAuthenticator; recoveryCodes: string[] }> {
  await expect(page).toHaveURL(/\/auth\/setup/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const authenticator = new TestAuthenticator(
    await page.getByRole('textbox', { name: 'Set-up key' }).inputValue(),
  );
  await onScreen?.('setup');
  await page.getByLabel('Activation code').fill(await authenticator.nextCode());
  await page.getByRole('button', { name: 'Activate' }).click();

  await expect(page).toHaveURL(/\/auth\/recovery/);
  const list = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(8);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) =>
    code.trim(),
  );
  await onScreen?.('recovery');
  await page
    .getByRole('checkbox', { name: 'I have saved my recovery codes somewhere safe' })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  return { authenticator, recoveryCodes };
}

/** The spec §4 EULA gate: accepts it if it is shown, and waits for the console. */
export async function acceptEula(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** The date the server counts enforcement by (UTC calendar day, decision 0038). */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
