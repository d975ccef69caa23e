import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_PREFIX,
  SESSION_HINT_COOKIE,
  TENANT_HEADER,
  getCurrentUserEndpoint,
} from '@vigil/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../features/auth/auth-store';
import { verifySession } from '../features/auth/session';
import { clearProfile, PROFILE_STORAGE_KEY, writeProfile } from '../lib/profile-storage';
import { forgetSessionHint } from '../lib/session-hint';
import { fakeApi } from '../test/fake-api';
import { takeEarlySessionCheck } from './early-session-check';

const bootSource = readFileSync(join(import.meta.dirname, '../../public/boot.js'), 'utf8');
/** Runs public/boot.js as the page does, before any module. */
const runBoot = (): unknown => new Function(bootSource)();

const profile = {
  userRealName: 'Mo',
  tenantId: 't-9',
  tenantName: 'Demo Ltd',
  twoFactorEnforcementDate: null,
  eulaAccepted: true,
};
const ME = { status: 200, body: { two_factor_enabled: true, role_id: 2 } };

beforeEach(() => {
  authStore.set(INITIAL_AUTH_STATE);
  clearProfile();
  forgetSessionHint();
  delete window.__vigilSessionCheck;
});
afterEach(() => vi.unstubAllGlobals());

describe('the session check boot.js sends early (decision 0211)', () => {
  it('names what the contract and the profile storage name', () => {
    expect(bootSource).toContain(`'${API_PREFIX}${getCurrentUserEndpoint.path}'`);
    expect(bootSource).toContain(`'${TENANT_HEADER}'`);
    expect(bootSource).toContain(`'${SESSION_HINT_COOKIE}'`);
    expect(bootSource).toContain(`'${PROFILE_STORAGE_KEY}'`);
  });

  it('asks nothing without a stored profile or the session hint', () => {
    const { fetchMock } = fakeApi({ 'GET /users/me': ME });
    runBoot();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__vigilSessionCheck).toBeUndefined();
  });

  it('asks once with the tenant header, and the session check takes that answer', async () => {
    writeProfile(profile);
    const { calls, fetchMock } = fakeApi({ 'GET /users/me': ME });
    runBoot();
    expect(calls).toEqual([{ method: 'GET', path: '/users/me', body: undefined }]);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ [TENANT_HEADER]: 't-9' });

    await verifySession();
    expect(calls).toHaveLength(1);
    expect(authStore.get()).toMatchObject({ isLoggedIn: true, roleId: 2 });
  });

  it('with the hint alone asks without a tenant header', () => {
    document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
    const { fetchMock } = fakeApi({ 'GET /users/me': ME });
    runBoot();
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty(TENANT_HEADER);
    expect(window.__vigilSessionCheck?.tenantId).toBeNull();
  });

  it('an early 401 signs out as the console’s own check would', async () => {
    writeProfile(profile);
    const { calls } = fakeApi({ 'GET /users/me': { status: 401, body: { message: 'No.' } } });
    runBoot();
    await verifySession();
    expect(calls).toHaveLength(1);
    expect(authStore.get()).toMatchObject({ isLoggedIn: false, authInitialised: true });
  });

  it('is not used for another tenant or a second time', async () => {
    writeProfile(profile);
    const { calls } = fakeApi({ 'GET /users/me': ME });
    runBoot();
    expect(takeEarlySessionCheck('t-other')).toBeUndefined();
    // Taken (and dropped) above: the check asks the server itself.
    await verifySession();
    expect(calls).toHaveLength(2);
    runBoot();
    expect(takeEarlySessionCheck('t-9')).toBeInstanceOf(Promise);
    expect(takeEarlySessionCheck('t-9')).toBeUndefined();
  });
});
