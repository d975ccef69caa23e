import { expect, test, type Page } from '@playwright/test';
import { SESSION_HINT_COOKIE } from '@vigil/contract';
import { DEMO_ADMIN, signIn } from '../support/demo-users';
import { watchPage } from '../support/page-watch';

/** The session checks (`GET /api/users/me`) the page sends from now on. */
function watchSessionCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/users/me')) calls.push(request.url());
  });
  return calls;
}

/**
 * What the browser itself reports about the console (decision 0177): no Content Security
 * Policy violation — the policy forbids eval, and a library that probes for it is reported even
 * when it catches the refusal — and no error in the browser's console, on the sign-in page (no
 * expected 401 logged at start) and on the first screens after a sign-in.
 */
test('the sign-in page starts without a CSP violation, a console error or a session call', async ({
  page,
}) => {
  const seen = await watchPage(page);
  const sessionCalls = watchSessionCalls(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);
  expect(sessionCalls).toEqual([]);
});

test('signed in, the hint is set and the screens load cleanly', async ({ page, context }) => {
  const seen = await watchPage(page);
  await signIn(page, DEMO_ADMIN.email);
  const hint = (await context.cookies()).find((cookie) => cookie.name === SESSION_HINT_COOKIE);
  expect(hint?.httpOnly).toBe(false);
  for (const name of ['Moderation', 'Domains', 'Dashboard']) {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name })
      .click();
    await page.waitForLoadState('networkidle');
  }
  // A reload keeps the session: the hint makes the console ask the server, once: boot.js
  // sends the check before the modules run and the console takes its answer (decision 0211).
  const sessionCalls = watchSessionCalls(page);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sessionCalls).toHaveLength(1);
  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);

  await context.clearCookies({ name: SESSION_HINT_COOKIE });
  await page.reload();
  // A stored profile still asks, so a session begun before the hint survives.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
