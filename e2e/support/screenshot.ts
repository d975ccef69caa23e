import path from 'node:path';
import type { Page } from '@playwright/test';

/** Screenshots for people to look at, written under test-results/screenshots (not committed). */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * A dialog over the page: the viewport only (a full-page picture would show the overlay
 * ending at the first screen), with transitions finished rather than caught half-way.
 */
export async function saveDialogScreenshot(page: Page, name: string): Promise<string> {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  return file;
}
