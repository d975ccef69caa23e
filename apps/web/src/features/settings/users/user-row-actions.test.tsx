import { SETTINGS_SCREEN_TEXTS as T, USER_MESSAGES, type TUser } from '@vigil/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerApiErrorActions } from '../../../app/api-error-actions';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { UsersTab } from './users-tab';

afterEach(() => vi.unstubAllGlobals());

const CONFIRMED_WITH_TWO_FACTOR: TUser = {
  id: 'u-1',
  name: 'Tess Twofactor',
  email: 'tess@demo.test',
  role_id: 2,
  group_ids: [],
  two_factor_enabled: true,
  confirmed_at: '2026-01-01T10:00:00Z',
  last_login_at: '2026-11-20T09:30:00Z',
};
const PENDING: TUser = {
  ...CONFIRMED_WITH_TWO_FACTOR,
  id: 'u-2',
  name: 'Pia Pending',
  email: 'pia@demo.test',
  two_factor_enabled: false,
  confirmed_at: null,
  last_login_at: null,
};
const CONFIRMED_WITHOUT: TUser = {
  ...CONFIRMED_WITH_TWO_FACTOR,
  id: 'u-3',
  name: 'Otto Off',
  email: 'otto@demo.test',
  two_factor_enabled: false,
};

const renderUsers = () => renderScreen(<UsersTab showGroups={false} />);

describe('Settings › Users row actions', () => {
  it('offers Resend invitation only on pending rows and Reset two-factor only where it is on', async () => {
    fakeApi({
      'GET /users': {
        status: 200,
        body: { data: [CONFIRMED_WITH_TWO_FACTOR, PENDING, CONFIRMED_WITHOUT] },
      },
    });
    renderUsers();
    await screen.findByRole('table', { name: T.usersTableLabel });
    const button = (name: string) => screen.queryByRole('button', { name });

    expect(button(T.resendInvitation('Pia Pending'))).not.toBeNull();
    expect(button(T.resendInvitation('Tess Twofactor'))).toBeNull();
    expect(button(T.resendInvitation('Otto Off'))).toBeNull();

    expect(button(T.resetTwoFactor('Tess Twofactor'))).not.toBeNull();
    expect(button(T.resetTwoFactor('Pia Pending'))).toBeNull();
    expect(button(T.resetTwoFactor('Otto Off'))).toBeNull();
  });

  it('resends the invitation at once and shows the answer', async () => {
    const { calls } = fakeApi({
      'GET /users': { status: 200, body: { data: [PENDING] } },
      'POST /users/u-2/invitation': {
        status: 200,
        body: { message: USER_MESSAGES.invitationResent },
      },
    });
    renderUsers();
    await userEvent.click(
      await screen.findByRole('button', { name: T.resendInvitation('Pia Pending') }),
    );
    expect(await screen.findByText(USER_MESSAGES.invitationResent)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/users/u-2/invitation',
    ]);
  });

  it("shows the server's refusal of a resend in the Problem dialog", async () => {
    fakeApi({
      'GET /users': { status: 200, body: { data: [PENDING] } },
      'POST /users/u-2/invitation': {
        status: 409,
        body: { message: USER_MESSAGES.invitationNotPending },
      },
    });
    const unregister = registerApiErrorActions(vi.fn());
    renderUsers();
    await userEvent.click(
      await screen.findByRole('button', { name: T.resendInvitation('Pia Pending') }),
    );
    const problem = await screen.findByRole('dialog', { name: 'Problem' });
    expect(problem.textContent).toContain(USER_MESSAGES.invitationNotPending);
    unregister();
  });

  it('resets two-factor only after a confirmation that explains the effect, then re-reads the list', async () => {
    let users = [CONFIRMED_WITH_TWO_FACTOR];
    const { calls } = fakeApi({
      'GET /users': () => ({ status: 200, body: { data: users } }),
      'DELETE /users/u-1/two-factor': () => {
        users = [{ ...CONFIRMED_WITH_TWO_FACTOR, two_factor_enabled: false }];
        return { status: 200, body: { message: USER_MESSAGES.twoFactorReset } };
      },
    });
    renderUsers();
    const open = async () => {
      await userEvent.click(
        await screen.findByRole('button', { name: T.resetTwoFactor('Tess Twofactor') }),
      );
      return screen.findByRole('dialog', { name: T.resetTwoFactorTitle('Tess Twofactor') });
    };

    // Cancelling changes nothing.
    const first = await open();
    expect(first.textContent).toContain(T.resetTwoFactorBody('Tess Twofactor', 'tess@demo.test'));
    await userEvent.click(within(first).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: T.resetTwoFactorConfirm }));
    expect(await screen.findByText(USER_MESSAGES.twoFactorReset)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/users/u-1/two-factor',
    ]);
    const table = screen.getByRole('table', { name: T.usersTableLabel });
    expect(await within(table).findByText(T.twoFactorOff)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.resetTwoFactor('Tess Twofactor') })).toBeNull();
  });
});
