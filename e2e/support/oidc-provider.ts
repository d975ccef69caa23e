import type { Page } from '@playwright/test';

/** Where the local OpenID provider listens, and the client Vigil is registered as. */
export const OIDC_PROVIDER_PORT = Number(process.env.VIGIL_E2E_OIDC_PORT ?? 3198);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PROVIDER_PORT}`;
export const OIDC_CLIENT_ID = 'vigil-e2e';
// A test-only client of a provider that exists only during the e2e run.
export const OIDC_CLIENT_SECRET = 'vigil-e2e-client-secret';

/** Signs in at the provider's own login form (oidc-provider's devInteractions page). */
export async function signInAtLocalProvider(page: Page, login: string): Promise<void> {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password will do');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}
