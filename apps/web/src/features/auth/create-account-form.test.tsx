import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vigil/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { fieldError, fillFields as fill } from '../../test/field-error';
import { renderScreen } from '../../test/render-screen';
import { CreateAccountForm } from './create-account-form';

// The strength meter's dictionaries take seconds to load; the meter is not under test here.
vi.mock('./password-strength', () => ({ estimateStrength: () => Promise.resolve(3) }));

afterEach(() => vi.unstubAllGlobals());

const VALID = {
  Name: 'Ada Lovelace',
  'Organisation name': 'Analytical Engines',
  Email: 'ada@example.com',
  Password: 'cobalt-harbour-lantern-42',
  'Password confirmation': 'cobalt-harbour-lantern-42',
};

describe('Create Account form', () => {
  it('names every missing field with the spec text, without calling the server', async () => {
    const { calls } = fakeApi({});
    renderScreen(<CreateAccountForm onCreated={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(fieldError('Name')).toBe(MESSAGES.required('Name'));
    expect(fieldError('Organisation name')).toBe(MESSAGES.required('Organisation name'));
    expect(fieldError('Email')).toBe(MESSAGES.required('Email'));
    expect(fieldError('Password')).toBe(MESSAGES.required('Password'));
    expect(calls).toHaveLength(0);
  });

  it('reports passwords that do not match on the confirmation field', async () => {
    fakeApi({});
    renderScreen(<CreateAccountForm onCreated={vi.fn()} />);
    await fill({ ...VALID, 'Password confirmation': 'something-else-entirely' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(fieldError('Password confirmation')).toBe(MESSAGES.passwordMismatch);
    expect(fieldError('Password')).toBeNull();
  });

  it("shows the server's weak-password 422 on the Password field, and no dialog", async () => {
    fakeApi({
      'POST /register': {
        status: 422,
        body: { message: MESSAGES.weakPassword, errors: { password: [MESSAGES.weakPassword] } },
      },
    });
    renderScreen(<CreateAccountForm onCreated={vi.fn()} />);
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(fieldError('Password')).toBe(MESSAGES.weakPassword));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the contract body and reports the address it was sent to', async () => {
    const { calls } = fakeApi({ 'POST /register': { status: 201, body: { message: 'Created' } } });
    const onCreated = vi.fn();
    renderScreen(<CreateAccountForm onCreated={onCreated} />);
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('ada@example.com'));
    expect(calls[0]?.body).toEqual({
      name: 'Ada Lovelace',
      tenant_name: 'Analytical Engines',
      email: 'ada@example.com',
      password: VALID.Password,
      password_confirmation: VALID.Password,
    });
  });
});
