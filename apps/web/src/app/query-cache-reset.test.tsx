import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  CHART_IDS,
  DASHBOARD_SCREEN_TEXTS as TEXTS,
  SCREEN_TITLES,
  STATS_POLL_INTERVAL_MS,
  getChartEndpoint,
  getStatsEndpoint,
} from '@vigil/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_AUTH_STATE, authStore } from '../features/auth/auth-store';
import { theme } from '../lib/theme';
import { fakeApi } from '../test/fake-api';
import { ModalHost } from '../components/modal-host';
import { QueryCacheReset } from './query-cache-reset';
import { routes } from './router';

const STATS = {
  total: 10,
  bot_reject: 1,
  human_reject: 1,
  human_ignore: 1,
  domains: 1,
  total_domains: 1,
  response_time: 5,
  total_credits: 10_000,
  remaining_credits: 9_000,
  plan_name: 'Starter',
  top_categories: [],
  total_artifacts: 0,
};

const SIGNED_IN = {
  ...INITIAL_AUTH_STATE,
  authInitialised: true,
  stateInitialised: true,
  isLoggedIn: true,
  profile: {
    userRealName: 'Ada Admin',
    tenantId: 't-1',
    tenantName: 'Demo Ltd',
    twoFactorEnforcementDate: null,
    eulaAccepted: true,
  },
};

/** The console's routes and the cache reset, as AppProviders wires them. */
function renderConsole(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <QueryCacheReset />
        <ModalHost />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { queryClient, router };
}

beforeEach(() => authStore.set(SIGNED_IN));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sign-out ends the session’s queries (decision 0145)', () => {
  it('stops the stats polling and drops every cached answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = fakeApi({
      'GET /stats': { status: 200, body: { data: STATS } },
      ...Object.fromEntries(
        CHART_IDS.map((id) => [`GET /charts/${id}`, { status: 200, body: { data: [] } }]),
      ),
    });
    const statsCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/stats')).length;
    const { queryClient, router } = renderConsole('/dashboard');
    const total = await screen.findByRole('group', { name: TEXTS.totalItems });
    await within(total).findByText('10');
    expect(statsCalls()).toBe(1);

    act(() =>
      authStore.set({
        ...INITIAL_AUTH_STATE,
        ...{ authInitialised: true, stateInitialised: true },
        signedOut: true,
      }),
    );
    expect(await screen.findByRole('heading', { name: SCREEN_TITLES.signIn })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    // The sign-in screen asks for what it needs afresh; nothing of the session is left.
    const paths = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[1]);
    expect(paths).not.toContain(getStatsEndpoint.path);
    expect(paths).not.toContain(getChartEndpoint.path);

    await act(() => vi.advanceTimersByTimeAsync(2 * STATS_POLL_INTERVAL_MS));
    await waitFor(() => expect(statsCalls()).toBe(1));
  });
});
