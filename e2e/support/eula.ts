import { expect, type Page } from '@playwright/test';

/**
 * After a sign-in the console shows either itself or, for someone who has not accepted the
 * End User License Agreement yet, the full-screen agreement (spec §4). Accepts it when asked,
 * so tests about other screens start from the console.
 */
export async function acceptEulaIfAsked(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  await expect(nav.or(accept).first()).toBeVisible();
  if (await accept.isVisible()) {
    await accept.click();
    await expect(nav).toBeVisible();
  }
}
