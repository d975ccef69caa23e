import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { SecurityTab } from './security-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const SETTINGS = { lock_minutes: 20, active_minutes: 60, two_factor_enforcement_date: null };

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('Settings › Security', () => {
  it('counts down to enforcement while two-factor is off, and offers to enable it', async () => {
    fakeApi({ 'GET /users/me': { status: 200, body: { two_factor_enabled: false, role_id: 2 } } });
    const { router } = renderScreen(
      <SecurityTab
        enforcementDate={inDays(4)}
        isAdministrator={false}
        showSessions={false}
        onEnforcementDateSaved={vi.fn()}
      />,
      '/settings',
    );
    expect(
      await screen.findByText('Your organisation enforces two-factor authentication in 5 days.'),
    ).toBeTruthy();
    expect(screen.queryByText('Enforcement for your organisation')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enable two-factor authentication' }));
    expect(router.state.location.pathname).toBe('/auth/setup');
  });

  it('disabling asks for confirmation, then turns it off', async () => {
    let enabled = true;
    const { calls } = fakeApi({
      'GET /users/me': () => ({ status: 200, body: { two_factor_enabled: enabled, role_id: 2 } }),
      'DELETE /user/two-factor-authentication': () => {
        enabled = false;
        return { status: 200, body: { message: 'Turned off' } };
      },
    });
    renderScreen(
      <SecurityTab
        enforcementDate={inDays(4)}
        isAdministrator={false}
        showSessions={false}
        onEnforcementDateSaved={vi.fn()}
      />,
      '/settings',
    );
    expect(screen.queryByText(/enforces two-factor/)).toBeNull();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Disable two-factor authentication' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Turn off two-factor authentication?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByRole('button', { name: 'Enable two-factor authentication' }),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it("lets an administrator set the tenant's enforcement date", async () => {
    const onSaved = vi.fn();
    const { calls } = fakeApi({
      'GET /users/me': { status: 200, body: { two_factor_enabled: true, role_id: 1 } },
      'GET /tenant/settings': { status: 200, body: SETTINGS },
      'PUT /tenant/settings': {
        status: 200,
        body: {
          message: 'Saved',
          data: { ...SETTINGS, two_factor_enforcement_date: '2030-01-31' },
        },
      },
    });
    renderScreen(
      <SecurityTab
        enforcementDate={null}
        isAdministrator
        showSessions={false}
        onEnforcementDateSaved={onSaved}
      />,
      '/settings',
    );
    const field = await screen.findByLabelText('Enforcement date');
    await userEvent.type(field, '2030-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save enforcement date' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('2030-01-31'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...SETTINGS,
      two_factor_enforcement_date: '2030-01-31',
    });
  });
});
