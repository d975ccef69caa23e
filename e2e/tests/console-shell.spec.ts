import { expect, test } from '@playwright/test';
import { MESSAGES } from '@vigil/contract';
import { currentScheme } from '../support/colour-scheme';
import { DEMO_ADMIN, signIn } from '../support/demo-users';
import { saveScreenshot } from '../support/screenshot';

const NAVIGATION = [
  'Dashboard',
  'Moderation',
  'Streams',
  'Domains',
  'Analytics',
  'Transparency',
  'Settings',
  'Developers',
  'End User License Agreement',
];

test.describe('the console shell, signed in as the demo administrator', () => {
  test('signing in returns to the page asked for', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings/);
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('vigil-demo-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('shows every navigation entry and moves between screens', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of NAVIGATION) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await saveScreenshot(page, 'dashboard-light');

    await nav.getByRole('link', { name: 'Domains', exact: true }).click();
    await expect(page).toHaveURL(/\/domains$/);
    await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible();
  });

  test('the colour scheme toggle in the navigation persists across a reload', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Dark Mode' }).click();
    await expect.poll(() => currentScheme(page)).toBe('dark');
    await page.reload();
    await expect.poll(() => currentScheme(page)).toBe('dark');
    await expect(nav.getByRole('button', { name: 'Light Mode' })).toBeVisible();
    await saveScreenshot(page, 'dashboard-dark');
  });

  test('a signed-in user opening /login goes to the console', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('signing out ends the session and returns to sign in', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Sign Out' })
      .click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
  });

  test('a lost stored profile shows the Problem dialog, then signs out', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email);
    await page.evaluate(() => localStorage.removeItem('vigil-profile'));
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Problem' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(MESSAGES.missingProfile)).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
  });

  test('every navigation entry opens its screen, with its title', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const screens: [label: string, path: string, title: string][] = [
      ['Dashboard', '/dashboard', 'Dashboard'],
      ['Moderation', '/moderation', 'Moderation'],
      ['Streams', '/streams', 'Streams'],
      ['Domains', '/domains', 'Domains'],
      ['Analytics', '/analytics', 'Analytics'],
      ['Transparency', '/reports', 'Transparency Reports'],
      ['Settings', '/settings', 'Settings'],
      ['Developers', '/developers', 'Developers'],
      ['End User License Agreement', '/eula', 'End User License Agreement'],
    ];
    for (const [label, path, title] of screens) {
      const link = nav.getByRole('link', { name: label, exact: true });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(link).toHaveAttribute('aria-current', 'page');
      await saveScreenshot(page, `screen${path.replaceAll('/', '-')}-light`);
    }
  });
});
