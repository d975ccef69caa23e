import { expect, type Page } from '@playwright/test';
import { acceptEulaIfAsked } from './eula';

/** The demo tenant the e2e server is started with (README: `npm run demo`). */
export const DEMO_ADMIN = { email: 'admin@demo.test', name: 'Avery Admin' };
export const DEMO_MODERATOR = { email: 'moderator@demo.test', name: 'Morgan Moderator' };
export const DEMO_PASSWORD = 'vigil-demo-password';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await acceptEulaIfAsked(page);
}
