import type { Page } from '@playwright/test';

/** The scheme Mantine applied to the document. */
export function currentScheme(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-mantine-color-scheme');
}
