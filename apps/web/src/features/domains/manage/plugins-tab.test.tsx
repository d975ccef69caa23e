import { DOMAIN_MESSAGES, formatTimestamp } from '@vigil/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { PluginsTab } from './plugins-tab';

afterEach(() => vi.unstubAllGlobals());

const PLUGIN = {
  id: 3,
  cms_name: 'WordPress',
  cms_version: '6.7',
  plugin_version: '1.2.0',
  connected_at: '2026-11-20T08:00:00Z',
  last_seen_at: '2026-11-21T09:30:00Z',
  callback_url: 'https://blog.example.com/vigil/callback',
  callback_health: 'failing',
  last_callback_at: '2026-11-21T09:31:15Z',
  last_callback_error: 'HTTP 502',
  failed_callbacks: 4,
};

const renderPlugins = () =>
  renderScreen(<PluginsTab domainId="7" />, '/domains/manage?id=7', '/domains/manage');

describe('Domain › Plugins', () => {
  it('shows callback health, the last callback in local time, its error and the failures', async () => {
    fakeApi({ 'GET /domains/7/plugins': { status: 200, body: { data: [PLUGIN] } } });
    renderPlugins();
    const table = await screen.findByRole('table', { name: 'Connected plugins' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'CMS',
      'Plugin version',
      'Connected',
      'Last seen',
      'Callbacks',
      'Failed (7 days)',
      'Actions',
    ]);
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'WordPressVersion 6.7',
      '1.2.0',
      formatTimestamp(PLUGIN.connected_at),
      formatTimestamp(PLUGIN.last_seen_at),
      `FailingLast ${formatTimestamp(PLUGIN.last_callback_at)}Last error: HTTP 502`,
      '4',
      '',
    ]);
    // Spec §9: HH:mm:ss DD/MM/YYYY.
    expect(formatTimestamp(PLUGIN.last_callback_at)).toMatch(/^\d\d:\d\d:\d\d \d\d\/\d\d\/\d{4}$/);
  });

  it('says how many items wait for their scan and since when, or that none does', async () => {
    let backlog: { waiting: number; oldest_submitted_at: string | null } = {
      waiting: 1234,
      oldest_submitted_at: '2026-11-21T09:15:00Z',
    };
    const { calls } = fakeApi({
      'GET /domains/7/plugins': { status: 200, body: { data: [PLUGIN] } },
      'GET /domains/7/scan-backlog': () => ({ status: 200, body: { data: backlog } }),
    });
    const { queryClient } = renderPlugins();
    const section = await screen.findByRole('region', { name: 'Waiting for a scan' });
    await waitFor(() =>
      expect(section.textContent).toBe(
        `Waiting for a scan1,234 items, the oldest submitted ${formatTimestamp('2026-11-21T09:15:00Z')}`,
      ),
    );
    backlog = { waiting: 0, oldest_submitted_at: null };
    await queryClient.invalidateQueries();
    await waitFor(() =>
      expect(section.textContent).toContain('Nothing waits: every item received has been scanned.'),
    );
    expect(calls.filter((call) => call.path === '/domains/7/scan-backlog').length).toBeGreaterThan(
      1,
    );
  });

  it('leaves the backlog out, and the plugins in, when it cannot be read', async () => {
    fakeApi({ 'GET /domains/7/plugins': { status: 200, body: { data: [PLUGIN] } } });
    renderPlugins();
    expect(await screen.findByRole('table', { name: 'Connected plugins' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Waiting for a scan' })).toBeNull(),
    );
  });

  it('shows plugin names with override characters neutralised and isolated', async () => {
    fakeApi({
      'GET /domains/7/plugins': {
        status: 200,
        body: { data: [{ ...PLUGIN, cms_name: 'Word\u202eesserP', plugin_version: '1\u20662' }] },
      },
    });
    renderPlugins();
    const name = await screen.findByText('Word[U+202E]esserP');
    expect(name.tagName).toBe('BDI');
    expect(screen.getByText('1[U+2066]2')).toBeTruthy();
  });

  it('says when there is no callback yet, or no callback URL at all', async () => {
    fakeApi({
      'GET /domains/7/plugins': {
        status: 200,
        body: {
          data: [
            {
              ...PLUGIN,
              callback_health: null,
              last_callback_at: null,
              last_callback_error: null,
              failed_callbacks: 0,
            },
            { ...PLUGIN, id: 4, callback_url: null, callback_health: null, last_callback_at: null },
          ],
        },
      },
    });
    renderPlugins();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('No callback yet');
    expect(rows[1]?.textContent).not.toContain('Last error');
    expect(rows[2]?.textContent).toContain('No callback URL');
  });

  it('removes a plugin only after a confirmation that says it may connect again', async () => {
    const STALE = { ...PLUGIN, id: 5, connected_at: '2026-11-19T08:00:00Z' };
    let plugins: unknown[] = [PLUGIN, STALE];
    const { calls } = fakeApi({
      'GET /domains/7/plugins': () => ({ status: 200, body: { data: plugins } }),
      'DELETE /domains/7/plugins/5': () => {
        plugins = [PLUGIN];
        return { status: 200, body: { message: DOMAIN_MESSAGES.pluginRemoved } };
      },
    });
    renderPlugins();
    const staleButton = `Remove WordPress plugin connected ${formatTimestamp(STALE.connected_at)}`;
    const deletes = () => calls.filter((call) => call.method === 'DELETE');
    await userEvent.click(await screen.findByRole('button', { name: staleButton }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this plugin?' });
    expect(confirm.textContent).toContain(PLUGIN.callback_url);
    expect(confirm.textContent).toContain('it simply connects again');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toEqual([]);

    // By keyboard: the row's button, then the dialog's Remove.
    screen.getByRole('button', { name: staleButton }).focus();
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Remove this plugin?' });
    within(again).getByRole('button', { name: 'Remove' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(DOMAIN_MESSAGES.pluginRemoved)).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: staleButton })).toBeNull();
    expect(deletes()).toEqual([
      { method: 'DELETE', path: '/domains/7/plugins/5', body: undefined },
    ]);
  });

  it('tells how to connect a plugin, linking to the Developers guide', async () => {
    fakeApi({ 'GET /domains/7/plugins': { status: 200, body: { data: [] } } });
    const { router } = renderPlugins();
    expect(await screen.findByText('No plugins connected')).toBeTruthy();
    expect(screen.getByText(/enter both keys/)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Read the plugin guide' }));
    expect(router.state.location.pathname).toBe('/developers');
  });
});
