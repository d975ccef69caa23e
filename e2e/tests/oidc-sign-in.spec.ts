import { expect, test } from '@playwright/test';
import { OIDC_MESSAGES } from '@vigil/contract';
import { DEMO_ADMIN } from '../support/demo-users';
import { OIDC_ISSUER, signInAtLocalProvider } from '../support/oidc-provider';

// The e2e server is configured for Google against a local OpenID provider (playwright.config).
test.describe('Sign in with Google', () => {
  test('the demo administrator signs in at the provider and lands in the console', async ({
    page,
  }) => {
    await page.goto('/login?redirect=%2Fdomains');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER}/interaction/`));
    await signInAtLocalProvider(page, DEMO_ADMIN.email);

    await expect(page).toHaveURL(/\/domains$/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // Signed in: the console, or first the EULA for someone who has not accepted it yet.
    const accept = page.getByRole('button', { name: 'Accept', exact: true });
    await expect(nav.or(accept).first()).toBeVisible();
    if (await accept.isVisible()) await accept.click();
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    // The profile came from the server session, so a reload keeps the user signed in.
    await page.reload();
    await expect(page).toHaveURL(/\/domains$/);
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test('an identity without a Vigil account is told so, and stays signed out', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await signInAtLocalProvider(page, 'stranger@elsewhere.test');
    await expect(page).toHaveURL(/\/login\?oidc_error=no_account$/);
    await expect(page.getByRole('alert')).toContainText(OIDC_MESSAGES.errors.no_account);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('Office 365 is not offered when it is not configured', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in with Office 365' })).toHaveCount(0);
  });
});
