import { expect, type Page } from '@playwright/test';
import { currentScheme } from './colour-scheme';
import { saveScreenshot } from './screenshot';

export type SettingsTabName = 'Security' | 'Users' | 'Account' | 'Content policy' | 'Billing';

/** Opens Settings from the navigation, then one of its tabs (decisions 0050–0064). */
export async function openSettingsTab(page: Page, tab: SettingsTabName): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

/**
 * A full-page screenshot from the top: taken scrolled, the fixed header would be drawn in the
 * middle of the picture.
 */
export async function saveSettingsScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** The same screen in the dark scheme, then back to light so the next test starts as usual. */
export async function saveDarkScreenshot(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Dark Mode' }).click();
  await expect.poll(() => currentScheme(page)).toBe('dark');
  await saveSettingsScreenshot(page, name);
  await page.getByRole('button', { name: 'Light Mode' }).click();
  await expect.poll(() => currentScheme(page)).toBe('light');
}

/** The text a form field announces as its error (Mantine links it by aria-describedby). */
export async function expectFieldError(page: Page, label: string, text: string): Promise<void> {
  await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(text);
}
