import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vigil/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { fieldError, fillFields, replaceField } from '../../test/field-error';
import { renderScreen } from '../../test/render-screen';
import { ConfirmAccountPage } from './confirm-account-page';
import { ForgottenPasswordPage } from './forgotten-password-page';
import { ResetPasswordPage } from './reset-password-page';

// The strength meter's dictionaries take seconds to load; the meter is not under test here.
vi.mock('./password-strength', () => ({ estimateStrength: () => Promise.resolve(3) }));

afterEach(() => vi.unstubAllGlobals());

const REFUSED = { status: 422, body: { message: 'bad', errors: { token: ['bad'] } } };

describe('Confirm Account', () => {
  it('confirms a self-registered account at once and goes to /login', async () => {
    const { calls } = fakeApi({
      'POST /account-confirmation': { status: 200, body: { message: 'Confirmed' } },
    });
    const { router } = renderScreen(
      <ConfirmAccountPage />,
      '/confirmaccount?token=t1&email=ada%40example.com',
      '/confirmaccount',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 't1' });
  });

  it('shows the spec text for an invalid link', async () => {
    fakeApi({ 'POST /account-confirmation': REFUSED });
    renderScreen(
      <ConfirmAccountPage />,
      '/confirmaccount?token=old&email=ada%40example.com',
      '/confirmaccount',
    );
    expect(await screen.findByText(MESSAGES.invalidConfirmationLink)).toBeTruthy();
  });

  it('asks an invited person for a password pair first', async () => {
    const { calls } = fakeApi({
      'POST /account-confirmation': { status: 200, body: { message: 'Confirmed' } },
    });
    const { router } = renderScreen(
      <ConfirmAccountPage />,
      '/confirmaccount?token=t2&email=ada%40example.com&invite=1',
      '/confirmaccount',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));
    expect(fieldError('Password')).toBe(MESSAGES.required('Password'));
    expect(calls).toHaveLength(0);
    await fillFields({
      Password: 'long enough phrase',
      'Password confirmation': 'long enough phrase',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0]?.body).toEqual({
      token: 't2',
      password: 'long enough phrase',
      password_confirmation: 'long enough phrase',
    });
  });

  it('shows Create Account without a token', () => {
    fakeApi({});
    renderScreen(<ConfirmAccountPage />, '/confirmaccount');
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
  });
});

describe('Forgotten Password', () => {
  it("shows the server's neutral answer", async () => {
    fakeApi({
      'POST /request-password-reset': { status: 200, body: { message: 'If an account uses it…' } },
    });
    renderScreen(<ForgottenPasswordPage />, '/forgottenpassword');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(fieldError('Email')).toBe(MESSAGES.signInWithoutEmail);
    await fillFields({ Email: 'who@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('If an account uses it…')).toBeTruthy();
  });
});

describe('Reset Password', () => {
  it('says the link is invalid when it has no token', () => {
    fakeApi({});
    renderScreen(<ResetPasswordPage />, '/resetpassword?email=ada%40example.com', '/resetpassword');
    expect(screen.getByText(MESSAGES.invalidResetLink)).toBeTruthy();
  });

  it('reports a mismatch, then resets and goes to /login', async () => {
    const { calls } = fakeApi({
      'POST /password-reset': { status: 200, body: { message: 'Done' } },
    });
    const { router } = renderScreen(
      <ResetPasswordPage />,
      '/resetpassword?token=r1&email=ada%40example.com',
      '/resetpassword',
    );
    await fillFields({ Password: 'new phrase one', 'Password confirmation': 'new phrase two' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(fieldError('Password confirmation')).toBe(MESSAGES.passwordMismatch);
    replaceField('Password confirmation', 'new phrase one');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0]?.body).toMatchObject({
      token: 'r1',
      email: 'ada@example.com',
      password: 'new phrase one',
    });
  });

  it('says the link is invalid when the server refuses the token', async () => {
    fakeApi({ 'POST /password-reset': REFUSED });
    renderScreen(
      <ResetPasswordPage />,
      '/resetpassword?token=used&email=ada%40example.com',
      '/resetpassword',
    );
    await fillFields({ Password: 'new phrase one', 'Password confirmation': 'new phrase one' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MESSAGES.invalidResetLink)).toBeTruthy();
  });
});
