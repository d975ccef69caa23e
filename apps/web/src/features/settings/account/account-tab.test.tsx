import { ACTIVE_MINUTES_MAX, MESSAGES } from '@vigil/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { fieldError, fillFields, replaceField } from '../../../test/field-error';
import { renderScreen } from '../../../test/render-screen';
import { AccountTab } from './account-tab';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS = {
  lock_minutes: 20,
  active_minutes: 60,
  two_factor_enforcement_date: '2030-01-01',
};
const CONTACTS = { primary_email: 'boss@demo.test', technical_email: null, billing_email: null };

function renderAccount(show = { contacts: true, password: true, moderation: true }) {
  return renderScreen(
    <AccountTab
      showContacts={show.contacts}
      showPassword={show.password}
      showModerationSettings={show.moderation}
    />,
    '/settings',
  );
}

const save = () =>
  userEvent.click(screen.getByRole('button', { name: 'Save moderation settings' }));

describe('Settings › Account › moderation settings', () => {
  it('shows each broken rule on its field, and the form-invalid toast, without calling', async () => {
    const { calls } = fakeApi({ 'GET /tenant/settings': { status: 200, body: SETTINGS } });
    renderAccount({ contacts: false, password: false, moderation: true });
    expect(((await screen.findByLabelText('Active minutes')) as HTMLInputElement).value).toBe('60');
    expect((screen.getByLabelText('Lock minutes') as HTMLInputElement).value).toBe('20');

    replaceField('Active minutes', '0');
    await save();
    expect(fieldError('Active minutes')).toBe(MESSAGES.minutesPositive('Active minutes'));
    expect(await screen.findByText(MESSAGES.formInvalid)).toBeTruthy();

    replaceField('Active minutes', String(ACTIVE_MINUTES_MAX + 1));
    await save();
    expect(fieldError('Active minutes')).toBe(MESSAGES.activeMinutesTooLarge);

    replaceField('Active minutes', '30');
    replaceField('Lock minutes', '30');
    await save();
    expect(fieldError('Active minutes')).toBeNull();
    expect(fieldError('Lock minutes')).toBe(MESSAGES.lockMinutesNotBelowActive);

    replaceField('Lock minutes', '');
    await save();
    expect(fieldError('Lock minutes')).toBe(MESSAGES.required('Lock minutes'));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('saves good values and leaves the enforcement date alone', async () => {
    const { calls } = fakeApi({
      'GET /tenant/settings': { status: 200, body: SETTINGS },
      'PUT /tenant/settings': {
        status: 200,
        body: { message: 'Settings saved.', data: { ...SETTINGS, active_minutes: 90 } },
      },
    });
    renderAccount({ contacts: false, password: false, moderation: true });
    await screen.findByLabelText('Active minutes');
    replaceField('Active minutes', '90');
    replaceField('Lock minutes', '15');
    await save();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        active_minutes: 90,
        lock_minutes: 15,
      }),
    );
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
  });
});

describe('Settings › Account › password', () => {
  it("says when the new passwords do not match, and shows the server's strength rule", async () => {
    const { calls } = fakeApi({
      'PUT /user/password': {
        status: 422,
        body: { message: MESSAGES.weakPassword, errors: { password: [MESSAGES.weakPassword] } },
      },
    });
    renderAccount({ contacts: false, password: true, moderation: false });
    await fillFields({
      'Current password': 'old secret',
      'New password': 'password',
      'Password confirmation': 'passw0rd',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(fieldError('Password confirmation')).toBe(MESSAGES.settingsPasswordMismatch);
    expect(calls).toEqual([]);

    replaceField('Password confirmation', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(fieldError('New password')).toBe(MESSAGES.weakPassword));
    expect(calls[0]?.body).toEqual({
      current_password: 'old secret',
      password: 'password',
      password_confirmation: 'password',
    });
  });

  it('empties the form once the password is changed', async () => {
    fakeApi({ 'PUT /user/password': { status: 200, body: { message: 'Password changed.' } } });
    renderAccount({ contacts: false, password: true, moderation: false });
    await fillFields({
      'Current password': 'old secret',
      'New password': 'violet quarry semaphore',
      'Password confirmation': 'violet quarry semaphore',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed.')).toBeTruthy();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });
});

describe('Settings › Account › contacts', () => {
  it('refuses an invalid email on its field and sends empty ones as not set', async () => {
    const { calls } = fakeApi({
      'GET /tenant/contacts': { status: 200, body: CONTACTS },
      'PUT /tenant/contacts': {
        status: 200,
        body: { message: 'Account contacts saved.', data: CONTACTS },
      },
    });
    renderAccount({ contacts: true, password: false, moderation: false });
    expect(((await screen.findByLabelText('Primary email')) as HTMLInputElement).value).toBe(
      'boss@demo.test',
    );
    replaceField('Technical email', 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save contacts' }));
    expect(fieldError('Technical email')).toBe(MESSAGES.invalidEmail);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    replaceField('Technical email', 'tech@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save contacts' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        primary_email: 'boss@demo.test',
        technical_email: 'tech@demo.test',
        billing_email: '',
      }),
    );
  });

  it('shows only the password to a role without the other sections', async () => {
    fakeApi({});
    renderAccount({ contacts: false, password: true, moderation: false });
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Account contacts' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Moderation settings' })).toBeNull();
  });
});
