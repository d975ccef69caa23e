import { expect, test } from '@playwright/test';
import { currentScheme } from '../support/colour-scheme';
import { saveScreenshot } from '../support/screenshot';

test.describe('pages anyone can reach', () => {
  test('an unknown path shows the not-found page with a way back', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await expect(
      page
        .getByRole('link', { name: /dashboard/i })
        .or(page.getByRole('button', { name: /dashboard/i })),
    ).toBeVisible();
    await saveScreenshot(page, 'not-found-light');

    await page.getByRole('button', { name: 'Dark Mode' }).click();
    await expect.poll(() => currentScheme(page)).toBe('dark');
    await saveScreenshot(page, 'not-found-dark');
  });

  test('a logged-out visitor to / is sent to sign in, with the way back in the query', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(['/', '/dashboard']).toContain(redirect);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });

  test('a logged-out visitor to a deep link keeps its full path and query', async ({ page }) => {
    await page.goto('/domains/manage?id=7');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/domains/manage?id=7');
  });

  test('the sign-in page, light and dark', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await saveScreenshot(page, 'login-light');
    await page.getByRole('button', { name: 'Dark Mode' }).click();
    await expect.poll(() => currentScheme(page)).toBe('dark');
    await saveScreenshot(page, 'login-dark');
  });

  test('the colour scheme persists across a reload', async ({ page }) => {
    await page.goto('/login');
    await expect.poll(() => currentScheme(page)).toBe('light');
    await page.getByRole('button', { name: 'Dark Mode' }).click();
    await expect.poll(() => currentScheme(page)).toBe('dark');

    await page.reload();
    await expect.poll(() => currentScheme(page)).toBe('dark');
    await expect(page.getByRole('button', { name: 'Light Mode' })).toBeVisible();

    await page.getByRole('button', { name: 'Light Mode' }).click();
    await page.reload();
    await expect.poll(() => currentScheme(page)).toBe('light');
  });

  test('asks for the email with the spec text', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Password', { exact: true }).fill('anything');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('You must enter your email address')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});
