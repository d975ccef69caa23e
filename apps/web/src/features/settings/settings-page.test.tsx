import { MESSAGES, type TUser } from '@vigil/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerApiErrorActions } from '../../app/api-error-actions';
import { fakeApi } from '../../test/fake-api';
import { fieldError, fillFields } from '../../test/field-error';
import { renderScreen } from '../../test/render-screen';
import { SettingsPage } from './settings-page';
import type { SettingsPermissions } from './settings-permissions';

afterEach(() => vi.unstubAllGlobals());

const ADMIN: SettingsPermissions = {
  enforcement: true,
  sessions: true,
  users: true,
  moderationGroups: true,
  contacts: true,
  password: true,
  moderationSettings: true,
  contentPolicy: true,
  plan: true,
  billingPortal: true,
};
const MODERATOR: SettingsPermissions = {
  ...ADMIN,
  enforcement: false,
  users: false,
  moderationGroups: false,
  contacts: false,
  moderationSettings: false,
  contentPolicy: false,
  billingPortal: false,
};

const ME = { two_factor_enabled: false, role_id: 1 };
const AVERY: TUser = {
  id: 'u-1',
  name: 'Avery Admin',
  email: 'admin@demo.test',
  role_id: 1,
  group_ids: ['g-1'],
  two_factor_enabled: true,
  confirmed_at: '2026-01-01T10:00:00Z',
  last_login_at: '2026-11-20T09:30:00Z',
};
const NEW_PERSON: TUser = {
  ...AVERY,
  id: 'u-2',
  name: 'Nico New',
  email: 'nico@demo.test',
  role_id: 2,
  group_ids: [],
  two_factor_enabled: false,
  confirmed_at: null,
  last_login_at: null,
};
const GROUP = { id: 'g-1', name: 'Night shift', member_ids: ['u-1'], domain_ids: [] };
const SESSIONS = [
  {
    id: 's-1',
    current: true,
    created_at: '2026-11-20T09:30:00Z',
    last_seen_at: '2026-11-20T10:00:00Z',
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/139.0 Safari/537.36',
  },
  {
    id: 's-2',
    current: false,
    created_at: '2026-11-19T09:30:00Z',
    last_seen_at: '2026-11-19T10:00:00Z',
    ip: null,
    user_agent: null,
  },
];

function renderSettings(can: SettingsPermissions, path = '/settings') {
  return renderScreen(
    <SettingsPage can={can} enforcementDate={null} onEnforcementDateSaved={vi.fn()} />,
    path,
  );
}

describe('Settings tabs by role', () => {
  it('gives an administrator every tab, Security first', async () => {
    fakeApi({ 'GET /users/me': { status: 200, body: ME } });
    renderSettings({ ...ADMIN, sessions: false, enforcement: false });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Security',
      'Users',
      'Account',
      'Content policy',
      'Billing',
    ]);
    expect(screen.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('gives a moderator Security and Account only, and refuses ?tab=users', async () => {
    fakeApi({ 'GET /users/me': { status: 200, body: ME } });
    renderSettings({ ...MODERATOR, sessions: false }, '/settings?tab=users');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This part of Settings is not available for your role.',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Security',
      'Account',
    ]);
    expect(screen.queryByRole('table', { name: 'Users of your organisation' })).toBeNull();
  });
});

describe('Settings › Security › sessions', () => {
  it('lists the sessions with this device marked, and signs out the others after asking', async () => {
    let sessions = SESSIONS;
    const { calls } = fakeApi({
      'GET /users/me': { status: 200, body: ME },
      'GET /user/sessions': () => ({ status: 200, body: { data: sessions } }),
      'DELETE /user/sessions/others': () => {
        sessions = SESSIONS.slice(0, 1);
        return { status: 200, body: { message: 'Signed out elsewhere.', ended: 1 } };
      },
    });
    renderSettings({ ...MODERATOR });
    const table = await screen.findByRole('table', { name: 'Your active sessions' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Chrome on Linux');
    expect(rows[1]?.textContent).toContain('This device');
    expect(rows[1]?.textContent).toContain('203.0.113.7');
    expect(rows[2]?.textContent).toContain('Unknown device');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    expect(await screen.findByText('You are signed in on this device only.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});

describe('Settings › Users', () => {
  it('lists users and adds one: validation first, then the invitation', async () => {
    const users = [AVERY];
    const { calls } = fakeApi({
      'GET /users': () => ({ status: 200, body: { data: users } }),
      'GET /moderation-groups': { status: 200, body: { data: [GROUP] } },
      'POST /users': () => {
        users.push(NEW_PERSON);
        return { status: 201, body: { message: 'User added.', data: NEW_PERSON } };
      },
    });
    renderSettings(ADMIN, '/settings?tab=users');
    const table = await screen.findByRole('table', { name: 'Users of your organisation' });
    await within(table).findByText('Night shift');
    expect(within(table).getByText('Avery Admin')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(fieldError('Name')).toBe(MESSAGES.required('Name'));
    expect(fieldError('Email')).toBe(MESSAGES.required('Email'));
    await fillFields({ Name: 'Nico New', Email: 'nico@demo.test' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('User added.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Nico New',
      email: 'nico@demo.test',
      role_id: 2,
      group_ids: [],
    });
    expect(await within(table).findByText('Invitation pending')).toBeTruthy();
  });

  it("names the person in the delete confirmation, and shows the server's refusal", async () => {
    const refusal =
      'The organisation must keep at least one administrator. Make another user an administrator first.';
    fakeApi({
      'GET /users': { status: 200, body: { data: [AVERY] } },
      'GET /moderation-groups': { status: 200, body: { data: [] } },
      'DELETE /users/u-1': { status: 409, body: { message: refusal } },
    });
    // The app carries out the catalogue's decisions; here, the Problem dialog.
    const unregister = registerApiErrorActions(vi.fn());
    renderSettings(ADMIN, '/settings?tab=users');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Avery Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Avery Admin?' });
    expect(dialog.textContent).toContain('admin@demo.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const problem = await screen.findByRole('dialog', { name: 'Problem' });
    expect(problem.textContent).toContain(refusal);
    expect(await screen.findByText('No moderation groups')).toBeTruthy();
    unregister();
  });
});

describe('Settings › Billing', () => {
  it('shows the plan, and says so when the billing portal is not available', async () => {
    fakeApi({
      'GET /tenant/plan': {
        status: 200,
        body: { id: 'growth', name: 'Growth', monthly_credits: 250000 },
      },
      'GET /tenant/billing': { status: 503, body: { message: 'Unavailable' } },
    });
    renderSettings(ADMIN, '/settings?tab=billing');
    expect(await screen.findByText('Growth')).toBeTruthy();
    expect(screen.getByText('250,000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Open billing portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Problem' });
    expect(dialog.textContent).toContain(MESSAGES.billingPortalUnavailable);
  });

  it('opens the portal in a new tab', async () => {
    const opened = { opener: 'page' as unknown };
    const open = vi.fn(() => opened);
    vi.stubGlobal('open', open);
    fakeApi({
      'GET /tenant/plan': {
        status: 200,
        body: { id: 'growth', name: 'Growth', monthly_credits: 1 },
      },
      'GET /tenant/billing': { status: 200, body: { url: 'https://billing.example/session/1' } },
    });
    renderSettings(ADMIN, '/settings?tab=billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Open billing portal' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://billing.example/session/1', '_blank'),
    );
    expect(opened.opener).toBeNull();
  });
});
