import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vigil/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { fieldError, fillFields, replaceField } from '../../test/field-error';
import { renderScreen } from '../../test/render-screen';
import { INITIAL_AUTH_STATE, authStore } from './auth-store';
import { OtpPage } from './otp-page';
import { RecoveryCodesPage } from './recovery-codes-page';
import { TwoFactorSetupPage } from './two-factor-setup-page';

const SIGNED_IN = {
  ...INITIAL_AUTH_STATE,
  authInitialised: true,
  stateInitialised: true,
  isLoggedIn: true,
};
const CODES = ['aaaa-1111', 'bbbb-2222', 'cccc-3333', 'dddd-4444'];
const QR = {
  svg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>',
  url: 'otpauth://totp/Vigil:ada?issuer=Vigil&secret=JBSWY3DPEHPK3PXP',
};

beforeEach(() => authStore.set(SIGNED_IN));
afterEach(() => vi.unstubAllGlobals());

describe('Scan QR Code (/auth/setup)', () => {
  it('starts a set-up, shows the QR code as an image without scripts, and the set-up key', async () => {
    const { calls } = fakeApi({
      'POST /user/two-factor-authentication': { status: 200, body: { message: 'ok' } },
      'GET /user/two-factor-qr-code': { status: 200, body: QR },
    });
    renderScreen(<TwoFactorSetupPage />, '/auth/setup');
    const image = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).not.toContain('script');
    expect((screen.getByLabelText('Set-up key') as HTMLInputElement).value).toBe(
      'JBSW Y3DP EHPK 3PXP',
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /user/two-factor-authentication',
      'GET /user/two-factor-qr-code',
    ]);
  });

  it('refuses an activation code that is not 6 digits, then confirms a good one', async () => {
    const { calls } = fakeApi({
      'POST /user/two-factor-authentication': { status: 200, body: { message: 'ok' } },
      'GET /user/two-factor-qr-code': { status: 200, body: QR },
      'POST /user/confirmed-two-factor-authentication': { status: 200, body: { message: 'ok' } },
    });
    const { router } = renderScreen(<TwoFactorSetupPage />, '/auth/setup?force=1', '/auth/setup');
    expect(await screen.findByText('Two-factor authentication is required')).toBeTruthy();
    await fillFields({ 'Activation code': '12a' });
    await userEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(fieldError('Activation code')).toBe(MESSAGES.invalidOneTimeCode);
    replaceField('Activation code', '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/recovery'));
    expect(router.state.location.search).toBe('?force=1');
    expect(calls.at(-1)?.body).toEqual({ code: '123456' });
  });
});

describe('save recovery codes (/auth/recovery after set-up)', () => {
  it('lists the codes and will not continue until they are confirmed safe', async () => {
    fakeApi({ 'GET /user/two-factor-recovery-codes': { status: 200, body: CODES } });
    authStore.set({ ...SIGNED_IN, requiresAccountSetup: true });
    const { router } = renderScreen(<RecoveryCodesPage />, '/auth/recovery');
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(MESSAGES.recoveryCodesNotConfirmed)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/recovery');

    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I have saved my recovery codes somewhere safe' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authStore.get().requiresAccountSetup).toBe(false);
  });
});

describe('the second factor at sign-in', () => {
  beforeEach(() => authStore.set({ ...SIGNED_IN, requiresOtp: true }));

  it('Enter Passcode checks the 6 digits before asking the server', async () => {
    const { calls } = fakeApi({});
    renderScreen(<OtpPage />, '/auth/otp');
    await fillFields({ Passcode: '99' });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(fieldError('Passcode')).toBe(MESSAGES.invalidOneTimeCode);
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Use a recovery code' }).getAttribute('href')).toBe(
      '/auth/recovery',
    );
  });

  it('/auth/recovery takes a recovery code while the sign-in waits, and goes to /', async () => {
    const { calls } = fakeApi({
      'POST /two-factor-challenge': {
        status: 200,
        body: {
          tenant_id: 't',
          two_factor: false,
          two_factor_enforced: false,
          name: 'Ada',
          tenant_name: 'AE',
          two_factor_enforcement_date: null,
          eula_accepted: true,
        },
      },
    });
    const { router } = renderScreen(<RecoveryCodesPage />, '/auth/recovery');
    expect(screen.getByRole('heading', { name: 'Use a Recovery Code' })).toBeTruthy();
    await fillFields({ 'Recovery code': ' aaaa-1111 ' });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]?.body).toEqual({ recovery_code: 'aaaa-1111' });
  });
});
