import { ACCOUNT_MESSAGES, MESSAGES } from '@vigil/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { onApiErrorAction, type ApiErrorListener } from '../../../api/api-error-events';
import { fakeApi } from '../../../test/fake-api';
import { fieldError } from '../../../test/field-error';
import { renderScreen } from '../../../test/render-screen';
import { SecurityTab } from './security-tab';

const NEW_CODES = [
  'abcde-fghjk',
  'mnpqr-stuvw',
  'xyz23-45678',
  'aaaaa-22222',
  'bbbbb-33333',
  'ccccc-44444',
  'ddddd-55555',
  'eeeee-66666',
];

const TWO_FACTOR_ON = {
  'GET /users/me': { status: 200, body: { two_factor_enabled: true, role_id: 3 } },
};

let stopListening: (() => void) | undefined;
afterEach(() => {
  stopListening?.();
  stopListening = undefined;
  vi.unstubAllGlobals();
});

function renderSecurity() {
  return renderScreen(
    <SecurityTab
      enforcementDate={null}
      isAdministrator={false}
      showSessions={false}
      onEnforcementDateSaved={vi.fn()}
    />,
    '/settings',
  );
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'New recovery codes' }));
  return screen.findByRole('dialog', { name: 'New recovery codes' });
}

describe('Settings › Security: new recovery codes', () => {
  it('asks for a passcode, then shows the new codes once with copy, download and a warning', async () => {
    const { calls } = fakeApi({
      ...TWO_FACTOR_ON,
      'POST /user/two-factor-recovery-codes': { status: 200, body: { data: NEW_CODES } },
    });
    renderSecurity();
    const dialog = await openDialog();
    expect(
      within(dialog).getByText(
        'Enter the 6-digit passcode from your authenticator app. New codes replace all your current recovery codes.',
      ),
    ).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Passcode'), '123 456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new codes' }));

    const list = await within(dialog).findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NEW_CODES);
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Your previous recovery codes no longer work.',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download codes' })).toBeTruthy();
    expect(within(dialog).queryByLabelText('Passcode')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/user/two-factor-recovery-codes', body: { code: '123456' } },
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened again, it starts from the passcode: the codes are not kept anywhere.
    const again = await openDialog();
    expect(within(again).getByLabelText('Passcode')).toBeTruthy();
    expect(within(again).queryByText(NEW_CODES[0] ?? '')).toBeNull();
  });

  it('downloads the codes as a text file', async () => {
    fakeApi({
      ...TWO_FACTOR_ON,
      'POST /user/two-factor-recovery-codes': { status: 200, body: { data: NEW_CODES } },
    });
    // jsdom has no object URLs: stand-ins for the download's two calls, put back afterwards.
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:codes');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderSecurity();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Passcode'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new codes' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Download codes' }));
    expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]?.[0];
    const text = await blob?.text();
    expect(text?.split('\n')).toEqual([
      'Vigil recovery codes. Each code can be used once.',
      '',
      ...NEW_CODES,
      '',
    ]);
    click.mockRestore();
  });

  it('shows a wrong passcode on its field and lets the user try again', async () => {
    let attempts = 0;
    fakeApi({
      ...TWO_FACTOR_ON,
      'POST /user/two-factor-recovery-codes': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 422,
              body: {
                message: MESSAGES.invalidOneTimeCode,
                errors: { code: [MESSAGES.invalidOneTimeCode] },
              },
            }
          : { status: 200, body: { data: NEW_CODES } };
      },
    });
    const actions: Parameters<ApiErrorListener>[0][] = [];
    stopListening = onApiErrorAction((action) => actions.push(action));
    renderSecurity();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Passcode'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new codes' }));
    await waitFor(() => expect(fieldError('Passcode')).toBe(MESSAGES.invalidOneTimeCode));
    expect(actions).toEqual([]);
    expect(within(dialog).queryByRole('list')).toBeNull();

    await userEvent.type(within(dialog).getByLabelText('Passcode'), '111222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new codes' }));
    expect(await within(dialog).findByRole('list', { name: 'Your recovery codes' })).toBeTruthy();
  });

  it('checks the passcode before sending it', async () => {
    const { calls } = fakeApi(TWO_FACTOR_ON);
    renderSecurity();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Passcode'), '12ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new codes' }));
    await waitFor(() => expect(fieldError('Passcode')).toBe(MESSAGES.invalidOneTimeCode));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('leaves a refusal other than the passcode to the error catalogue', async () => {
    fakeApi({
      ...TWO_FACTOR_ON,
      'POST /user/two-factor-recovery-codes': {
        status: 409,
        body: { message: ACCOUNT_MESSAGES.recoveryCodesNeedTwoFactor },
      },
    });
    const actions: Parameters<ApiErrorListener>[0][] = [];
    stopListening = onApiErrorAction((action) => actions.push(action));
    renderSecurity();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Passcode'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new codes' }));
    await waitFor(() =>
      expect(actions).toEqual([
        { type: 'problem', message: ACCOUNT_MESSAGES.recoveryCodesNeedTwoFactor },
      ]),
    );
    expect(fieldError('Passcode')).toBeNull();
  });

  it('sends nothing when cancelled', async () => {
    const { calls } = fakeApi(TWO_FACTOR_ON);
    renderSecurity();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('is not offered while two-factor is off', async () => {
    fakeApi({ 'GET /users/me': { status: 200, body: { two_factor_enabled: false, role_id: 3 } } });
    renderSecurity();
    expect(
      await screen.findByRole('button', { name: 'Enable two-factor authentication' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New recovery codes' })).toBeNull();
  });
});
