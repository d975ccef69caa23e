import type { Page } from '@playwright/test';

export interface PageWatch {
  /** Content Security Policy violations, as `directive blocked-uri source:line`. */
  violations: string[];
  /** Errors written to the browser's console. */
  errors: string[];
  /** Messages of alert, confirm and prompt dialogs the page opened (each dismissed). */
  dialogs: string[];
}

/**
 * What the browser itself reports about a page, from before its first script runs: CSP
 * violations, console errors and script-opened dialogs (decision 0177; issue 17's XSS sweep).
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const seen: PageWatch = { violations: [], errors: [], dialogs: [] };
  await page.exposeFunction('reportCspViolation', (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (globalThis as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      report(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}
