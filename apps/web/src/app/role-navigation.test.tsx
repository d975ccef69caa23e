import {
  DASHBOARD_SCREEN_TEXTS,
  ROLE_ACCESS_TEXTS,
  ROLES,
  type RoleId,
  type TStats,
} from '@vigil/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_AUTH_STATE, authStore } from '../features/auth/auth-store';
import { fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { settingsPermissions } from './settings-route';

const PLAN = { id: 'starter', name: 'Starter', monthly_credits: 10000 };
const STATS: TStats = {
  total: 0,
  bot_reject: 0,
  human_reject: 0,
  human_ignore: 0,
  domains: 0,
  total_domains: 1,
  response_time: 0,
  total_credits: 10000,
  remaining_credits: 10000,
  plan_name: 'Starter',
  top_categories: [],
  total_artifacts: 0,
};

function signInAs(roleId: RoleId): void {
  authStore.set({
    ...INITIAL_AUTH_STATE,
    authInitialised: true,
    stateInitialised: true,
    isLoggedIn: true,
    roleId,
    profile: {
      userRealName: 'Pat Person',
      tenantId: 't-1',
      tenantName: 'Demo Ltd',
      twoFactorEnforcementDate: null,
      eulaAccepted: true,
    },
  });
}

async function navLabels(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  await within(nav).findByRole('link', { name: 'Dashboard' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '')
    .filter((label) => label !== '');
}

beforeEach(() => {
  authStore.set(INITIAL_AUTH_STATE);
  fakeApi({
    'GET /tenant/plan': { status: 200, body: PLAN },
    'GET /stats': { status: 200, body: { data: STATS } },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('navigation by role (decisions 0050–0064)', () => {
  it('offers an administrator everything', async () => {
    signInAs(ROLES.administrator);
    renderApp('/dashboard');
    expect(await navLabels()).toEqual([
      'Dashboard',
      'Moderation',
      'Streams',
      'Domains',
      'Analytics',
      'Transparency',
      'Settings',
      'Developers',
      'End User License Agreement',
    ]);
  });

  it('offers a moderator all but Domains', async () => {
    signInAs(ROLES.moderator);
    renderApp('/dashboard');
    expect(await navLabels()).toEqual([
      'Dashboard',
      'Moderation',
      'Streams',
      'Analytics',
      'Transparency',
      'Settings',
      'Developers',
      'End User License Agreement',
    ]);
  });

  it('offers a viewer the read-only screens, Settings and the EULA', async () => {
    signInAs(ROLES.viewer);
    renderApp('/dashboard');
    expect(await navLabels()).toEqual([
      'Dashboard',
      'Analytics',
      'Transparency',
      'Settings',
      'End User License Agreement',
    ]);
    // Every role reads the plan and its credits from the stats (decision 0145).
    expect(await screen.findByText('Starter')).toBeTruthy();
    expect(screen.getByText(DASHBOARD_SCREEN_TEXTS.creditsLeft('10,000', '10,000'))).toBeTruthy();
  });

  it.each([
    [ROLES.viewer, '/moderation'],
    [ROLES.viewer, '/developers'],
    [ROLES.moderator, '/domains'],
    [ROLES.moderator, '/domains/manage'],
  ] as const)('role %i opening %s is told it is not available', async (roleId, path) => {
    signInAs(roleId);
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: ROLE_ACCESS_TEXTS.notAvailableTitle }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: ROLE_ACCESS_TEXTS.backToDashboard })).toBeTruthy();
  });
});

describe('settingsPermissions', () => {
  it('follows the endpoints: administrators manage, everyone keeps security and password', () => {
    expect(Object.values(settingsPermissions(ROLES.administrator)).every(Boolean)).toBe(true);
    for (const role of [ROLES.moderator, ROLES.viewer]) {
      expect(settingsPermissions(role)).toEqual({
        enforcement: false,
        sessions: true,
        users: false,
        moderationGroups: false,
        contacts: false,
        password: true,
        moderationSettings: false,
        contentPolicy: false,
        plan: true,
        billingPortal: false,
      });
    }
  });
});
