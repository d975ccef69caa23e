import { screen } from '@testing-library/react';
import { OIDC_ERROR_MESSAGES } from '@vigil/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readProfile } from '../../lib/profile-storage';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { INITIAL_AUTH_STATE, authStore } from './auth-store';
import { AccountLinkPage } from './account-link-page';
import { OidcSignIn } from './oidc-buttons';
import { completeOidcReturn } from './oidc-return';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => authStore.set(() => INITIAL_AUTH_STATE));

const providers = (data: string[]) => ({
  'GET /auth/oidc/providers': { status: 200, body: { data } },
});

describe('sign-in buttons', () => {
  it('offers only the configured providers, as links to the start URL with the redirect', async () => {
    fakeApi(providers(['google']));
    renderScreen(<OidcSignIn />, '/login?redirect=%2Fmoderation', '/login');
    const google = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(google.getAttribute('href')).toBe(
      '/api/auth/oidc/google/start?mode=login&redirect=%2Fmoderation',
    );
    expect(screen.queryByRole('link', { name: 'Sign in with Office 365' })).toBeNull();
  });

  it('offers Office 365 when configured', async () => {
    fakeApi(providers(['google', 'microsoft']));
    renderScreen(<OidcSignIn />, '/login', '/login');
    const office = await screen.findByRole('link', { name: 'Sign in with Office 365' });
    expect(office.getAttribute('href')).toBe('/api/auth/oidc/microsoft/start?mode=login');
  });

  it('shows no buttons and no divider when nothing is configured', async () => {
    const { calls } = fakeApi(providers([]));
    renderScreen(<OidcSignIn />, '/login', '/login');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('says why a returned sign-in failed', async () => {
    fakeApi(providers(['google']));
    renderScreen(<OidcSignIn />, '/login?oidc_error=no_account', '/login');
    expect((await screen.findByRole('alert')).textContent).toContain(
      OIDC_ERROR_MESSAGES.no_account,
    );
  });

  it('ignores an unknown error code', async () => {
    fakeApi(providers(['google']));
    renderScreen(<OidcSignIn />, '/login?oidc_error=%3Cscript%3E', '/login');
    await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Link Account page', () => {
  it('asks a signed-out visitor to sign in first', async () => {
    fakeApi(providers(['google']));
    renderScreen(<AccountLinkPage />, '/account/link');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Link Google' })).toBeNull();
  });

  it('offers to link each configured provider when signed in', async () => {
    authStore.set((state) => ({ ...state, isLoggedIn: true }));
    fakeApi(providers(['google', 'microsoft']));
    renderScreen(<AccountLinkPage />, '/account/link?oidc_error=identity_taken');
    const google = await screen.findByRole('link', { name: 'Link Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/oidc/google/start?mode=link');
    expect(screen.getByRole('link', { name: 'Link Office 365' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(OIDC_ERROR_MESSAGES.identity_taken);
  });
});

describe('return from an external sign-in', () => {
  const reply = {
    tenant_id: 't-1',
    role_id: 1,
    two_factor: false,
    two_factor_enforced: false,
    name: 'Ada Lovelace',
    tenant_name: 'Acme',
    two_factor_enforcement_date: null,
    eula_accepted: true,
  };

  it('does nothing on other pages', async () => {
    const { calls } = fakeApi({});
    window.history.replaceState(null, '', '/login');
    expect(await completeOidcReturn()).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('stores the profile and signs in, keeping the redirect query', async () => {
    fakeApi({ 'GET /auth/session-profile': { status: 200, body: reply } });
    window.history.replaceState(null, '', '/login?oidc=done&redirect=%2Fmoderation');
    expect(await completeOidcReturn()).toBe(true);
    expect(readProfile()).toMatchObject({ tenantId: 't-1', userRealName: 'Ada Lovelace' });
    expect(authStore.get()).toMatchObject({
      isLoggedIn: true,
      authInitialised: true,
      requiresOtp: false,
    });
    expect(window.location.search).toBe('?redirect=%2Fmoderation');
  });

  it('asks for the second factor when the session still owes it', async () => {
    fakeApi({ 'GET /auth/session-profile': { status: 200, body: { ...reply, two_factor: true } } });
    window.history.replaceState(null, '', '/login?oidc=done');
    expect(await completeOidcReturn()).toBe(true);
    expect(authStore.get()).toMatchObject({ isLoggedIn: true, requiresOtp: true });
  });

  it('leaves the decision to the session check when there is no session', async () => {
    fakeApi({
      'GET /auth/session-profile': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    window.history.replaceState(null, '', '/login?oidc=done');
    expect(await completeOidcReturn()).toBe(false);
    expect(authStore.get().isLoggedIn).toBe(false);
  });
});
