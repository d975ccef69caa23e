import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { SESSION_HINT_COOKIE } from '@vigil/contract';
import { clearProfile, readProfile, writeProfile } from '../../lib/profile-storage';
import { forgetSessionHint, hasSessionHint } from '../../lib/session-hint';
import { INITIAL_AUTH_STATE, authStore } from './auth-store';
import { completeTwoFactorChallenge, markEulaAccepted, verifySession } from './session';

const LOGIN_FIELDS = {
  tenant_id: 't-9',
  role_id: 2,
  two_factor: false,
  two_factor_enforced: false,
  name: 'Mo Moderator',
  tenant_name: 'Demo Ltd',
  two_factor_enforcement_date: null,
  eula_accepted: false,
};

const PENDING = {
  ...INITIAL_AUTH_STATE,
  authInitialised: true,
  stateInitialised: true,
  isLoggedIn: true,
  requiresOtp: true,
};

beforeEach(() => authStore.set(PENDING));
afterEach(() => vi.unstubAllGlobals());

describe('the second factor at sign-in (spec §4)', () => {
  it('a good code completes the sign-in and stores the profile from the reply', async () => {
    const { calls } = fakeApi({
      'POST /two-factor-challenge': { status: 200, body: LOGIN_FIELDS },
    });
    expect(await completeTwoFactorChallenge({ code: '123456' })).toBe(true);
    expect(calls[0]?.body).toEqual({ code: '123456' });
    const state = authStore.get();
    expect(state).toMatchObject({ isLoggedIn: true, requiresOtp: false, roleId: 2 });
    expect(readProfile()).toMatchObject({ tenantId: 't-9', userRealName: 'Mo Moderator' });
  });

  it('a refused code sets isLoggedIn false, so the guard shows plain /login', async () => {
    fakeApi({
      'POST /two-factor-challenge': {
        status: 422,
        body: {
          message: 'The code is invalid.',
          errors: { recovery_code: ['The code is invalid.'] },
        },
      },
    });
    expect(await completeTwoFactorChallenge({ recovery_code: 'abcd-efgh' })).toBe(false);
    expect(authStore.get()).toMatchObject({
      isLoggedIn: false,
      requiresOtp: false,
      signedOut: true,
    });
  });
});

describe('session verification at start', () => {
  const profile = {
    userRealName: 'Mo',
    tenantId: 't-9',
    tenantName: 'Demo Ltd',
    twoFactorEnforcementDate: '2020-01-01',
    eulaAccepted: true,
  };

  it('remembers an enforced set-up the server still insists on', async () => {
    writeProfile(profile);
    fakeApi({ 'GET /users/me': { status: 200, body: { two_factor_enabled: false, role_id: 2 } } });
    await verifySession();
    expect(authStore.get()).toMatchObject({ isLoggedIn: true, requiresAccountSetup: true });
  });

  it('does not ask again once two-factor is on', async () => {
    writeProfile(profile);
    fakeApi({ 'GET /users/me': { status: 200, body: { two_factor_enabled: true, role_id: 2 } } });
    await verifySession();
    expect(authStore.get()).toMatchObject({ isLoggedIn: true, requiresAccountSetup: false });
  });

  describe('the session hint (decision 0177)', () => {
    afterEach(() => {
      forgetSessionHint();
      clearProfile();
    });

    it('without the hint or a stored profile, signs out without asking the server', async () => {
      const { calls } = fakeApi({});
      await verifySession();
      expect(calls).toHaveLength(0);
      expect(authStore.get()).toMatchObject({ isLoggedIn: false, authInitialised: true });
    });

    it('with the hint, asks: a live session without a profile gets the problem dialog path', async () => {
      document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
      const { calls } = fakeApi({
        'GET /users/me': { status: 200, body: { two_factor_enabled: false, role_id: 2 } },
      });
      await verifySession();
      expect(calls).toHaveLength(1);
      expect(authStore.get()).toMatchObject({ isLoggedIn: false, signedOut: true });
    });

    it('a 401 forgets the hint, so the next start does not ask again', async () => {
      document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
      fakeApi({ 'GET /users/me': { status: 401, body: { message: 'Unauthenticated.' } } });
      await verifySession();
      expect(hasSessionHint()).toBe(false);
      expect(authStore.get()).toMatchObject({ isLoggedIn: false });
    });

    it('a stored profile asks even without the hint (sessions begun before the hint)', async () => {
      writeProfile(profile);
      const { calls } = fakeApi({
        'GET /users/me': { status: 200, body: { two_factor_enabled: true, role_id: 2 } },
      });
      await verifySession();
      expect(calls).toHaveLength(1);
      expect(authStore.get()).toMatchObject({ isLoggedIn: true });
    });
  });
});

it('accepting the EULA updates the stored profile flag', () => {
  const profile = {
    userRealName: 'Mo',
    tenantId: 't',
    tenantName: 'D',
    twoFactorEnforcementDate: null,
    eulaAccepted: false,
  };
  writeProfile(profile);
  authStore.set({ ...PENDING, requiresOtp: false, profile });
  markEulaAccepted();
  expect(readProfile()?.eulaAccepted).toBe(true);
  expect(authStore.get().profile?.eulaAccepted).toBe(true);
});
