import { MESSAGES, SCREEN_TITLES } from '@vigil/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_AUTH_STATE, authStore } from '../features/auth/auth-store';
import { renderApp } from '../test/render-app';

const READY_LOGGED_OUT = { ...INITIAL_AUTH_STATE, authInitialised: true, stateInitialised: true };

beforeEach(() => authStore.set(INITIAL_AUTH_STATE));

describe('routes behind the guard', () => {
  it('shows a loading screen until the session check answers', async () => {
    renderApp('/dashboard');
    expect(screen.getByRole('status').textContent).toContain('Loading');
    authStore.set(READY_LOGGED_OUT);
    expect(await screen.findByRole('heading', { name: SCREEN_TITLES.signIn })).toBeTruthy();
  });

  it('sends a logged-out visitor from / to the sign-in screen with the redirect', async () => {
    authStore.set(READY_LOGGED_OUT);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: SCREEN_TITLES.signIn });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2F');
  });

  it('shows the not-found page for any other path', async () => {
    authStore.set(READY_LOGGED_OUT);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: SCREEN_TITLES.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('shows the main navigation in spec order to a signed-in user', async () => {
    authStore.set({
      ...READY_LOGGED_OUT,
      isLoggedIn: true,
      profile: {
        userRealName: 'Ada Admin',
        tenantId: 't-1',
        tenantName: 'Demo Ltd',
        twoFactorEnforcementDate: null,
        eulaAccepted: true,
      },
    });
    renderApp('/');
    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    // The redirect from / completes once the dashboard's code has loaded.
    await waitFor(() => expect(dashboard.getAttribute('aria-current')).toBe('page'));
    const nav = screen.getAllByRole('link').map((link) => link.textContent);
    expect(nav).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Moderation',
        'Streams',
        'Domains',
        'Analytics',
        'Transparency',
        'Settings',
        'Developers',
        'End User License Agreement',
      ]),
    );
    const order = [
      'Dashboard',
      'Moderation',
      'Streams',
      'Domains',
      'Analytics',
      'Transparency',
      'Settings',
      'Developers',
      'End User License Agreement',
    ].map((name) => nav.indexOf(name));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dark Mode' })).toBeTruthy();
    expect(screen.getByText('Demo Ltd')).toBeTruthy();
  });
});

describe('sign-in form', () => {
  it('asks for the email address before calling the server', async () => {
    authStore.set(READY_LOGGED_OUT);
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: SCREEN_TITLES.signIn }));
    await waitFor(() => expect(screen.getByText(MESSAGES.signInWithoutEmail)).toBeTruthy());
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
